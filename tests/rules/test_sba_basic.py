"""State-based actions (CR 704) and the end of the game (CR 104, 800.4).

CR 704.5a 0 or less life loses; 704.5b drawing from an empty library loses;
CR 704.5f 0 or less toughness; 704.5g lethal damage; 704.5j legend rule (controller chooses);
CR 704.5m an Aura not attached to a legal object goes to the graveyard;
CR 104.4a all remaining players losing at once is a draw;
CR 800.4a a player who leaves a multiplayer game takes their objects with them; permanents they
controlled only through a control-changing effect go back to their controller.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_zero_life_loses_the_game() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.game.is_over
    assert d.game.winners == (0,)
    assert d.state.players[1].lost


def test_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    s = Scenario(seed=1)
    s.library(0, "Forest")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    # player 1's draw step on turn 4 with an empty library
    for _ in range(10):
        if d.game.is_over:
            break
        d.pass_priority()
    assert d.game.is_over and d.game.winners == (0,)


def test_simultaneous_loss_is_a_draw() -> None:
    """CR 104.4a."""
    s = Scenario(seed=1)
    s.life(0, 0)
    s.life(1, 0)
    g = s.build()
    assert g.is_over
    assert g.winners == ()


def test_lethal_damage_and_zero_toughness() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin", "Festering Goblin")
    d = Driver(s.build())
    first, second = d.ids("Festering Goblin", zone="battlefield")
    d.cast(0, "Shock", targets=[first])
    d.resolve()  # lethal damage: destroyed (CR 704.5g)
    assert d.state.objects.get(first) is None
    d.choose(second)  # the trigger targets the other Goblin
    d.resolve()
    # CR 704.5f: toughness 0 puts it into the graveyard
    assert len(d.ids("Festering Goblin", zone="graveyard")) == 2


def test_legend_rule_controller_chooses() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Visara the Dreadful")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Visara the Dreadful")
    d = Driver(s.build())
    old = d.find("Visara the Dreadful", "battlefield")
    d.cast(0, "Visara the Dreadful")
    d.resolve()
    dec = d.expect("legend_rule")
    assert dec.player == 0 and len(d.game.legal_actions()) == 2
    new = [v for v in d.ids("Visara the Dreadful", zone="battlefield") if v != old][0]
    d.choose(new)
    assert d.ids("Visara the Dreadful", zone="battlefield") == [new]
    assert d.ids("Visara the Dreadful", zone="graveyard")


def test_aura_goes_to_the_graveyard_with_its_creature_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, "Pacifism", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Pacifism", targets=[seeker])
    d.resolve()
    assert d.ids("Pacifism", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Pacifism", zone="graveyard", player=0)


def test_three_player_game_goes_on_without_the_loser() -> None:
    """CR 800.4a: the loser's permanents and spells leave the game; the others play on."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(2, "Glory Seeker", "Plains")
    s.life(2, 2)
    s.library(1, "Forest")
    s.library(2, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert not d.game.is_over
    assert d.state.players[2].lost
    assert seeker not in d.state.objects and d.state.battlefield == [d.find("Mountain")]
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1
    d.pass_until("upkeep", turn=5)
    assert d.state.active == 0  # player 2 is skipped


def test_a_permanent_taken_by_the_loser_goes_back_to_its_controller() -> None:
    """CR 800.4a: the effects giving the leaving player control end before the permanents
    that player still controls are exiled; Threaten's creature goes back to its owner."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Goblin Sky Raider")
    s.hand(1, "Threaten")
    s.life(1, 2)
    for p in range(3):
        s.library(p, "Forest")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 1
    d.pass_priority()
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost and not d.game.is_over
    assert raider not in d.state.objects  # the loser's own permanent left the game
    assert seeker in d.state.battlefield and d.chars(seeker).controller == 0


def test_tokens_of_two_owners_dying_at_once_both_cease_to_exist() -> None:
    """CR 704.5d, 111.7: Burn Down the House deals 5 damage to each creature: player 0's and
    player 1's Zombie tokens die together, each into its owner's graveyard, and both cease to
    exist at the same check; the cards that died stay in their graveyards."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Glory Seeker")
    s.hand(0, "Burn Down the House")
    s.token(0, "Zombie")
    s.token(1, "Zombie")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert not d.ids("Zombie Token")
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Elvish Warrior") == "graveyard"
    assert [len(p.graveyard) for p in d.state.players] == [2, 1]

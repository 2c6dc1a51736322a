"""Callous Oppressor — {1}{U}{U} Creature — Cephalid 1/2.

Oracle: "You may choose not to untap Callous Oppressor during your untap step. / As Callous
Oppressor enters the battlefield, an opponent chooses a creature type. / {T}: Gain control of
target creature that isn't of the chosen type for as long as Callous Oppressor remains
tapped."
Rulings covered: ONS-FAQ-190.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Callous Oppressor")


def until_may(d: Driver) -> None:
    while d.decision.kind != "may":
        if d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.act(d.decision.player, FinishDeclaration())
        else:
            d.pass_priority()


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.hand(0, "Callous Oppressor", "Standardize")
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    s.library(0, *(["Plains"] * 5))
    s.library(1, *(["Plains"] * 5))
    d = Driver(s.build())
    d.cast(0, "Callous Oppressor")
    d.resolve()
    assert d.decision.player == 1  # the opponent chooses
    d.choose("Elf")
    return d


@pytest.mark.ruling("ONS-FAQ-190")
def test_cannot_target_the_chosen_type_but_keeps_control_after_a_change() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=5)
    d.activate(0, "Callous Oppressor", pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Elvish Warrior") not in opts
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Elf")
    assert d.chars(seeker).subtypes == {"Elf"}
    assert d.chars(seeker).controller == 0


def test_control_lasts_while_it_stays_tapped() -> None:
    d = setup()
    d.pass_until("precombat_main", turn=5)
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    d.pass_until("upkeep", turn=6)
    assert d.chars(seeker).controller == 0
    # At its controller's next untap step it may stay tapped.
    until_may(d)
    assert d.state.turn == 7
    d.choose(False)
    assert d.state.objects[d.find("Callous Oppressor")].tapped
    assert d.chars(seeker).controller == 0
    until_may(d)
    d.choose(True)  # untap it now: the control effect ends
    assert d.chars(seeker).controller == 1


def test_control_ends_when_it_leaves_the_battlefield_tapped() -> None:
    """CR 611.2b: "for as long as Callous Oppressor remains tapped" ends once it leaves the
    battlefield, tapped as it was: Shocked in its opponent's upkeep, the Seeker goes back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Callous Oppressor")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.library(0, *(["Plains"] * 5))
    s.library(1, *(["Plains"] * 5))
    d = Driver(s.build())
    d.cast(0, "Callous Oppressor")
    d.resolve()
    d.choose("Elf")
    d.pass_until("precombat_main", turn=5)
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    d.pass_until("upkeep", turn=6)
    assert d.chars(seeker).controller == 0
    d.cast(1, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()
    assert d.zone_of("Callous Oppressor") == "graveyard"
    assert d.chars(seeker).controller == 1


def test_the_target_becoming_the_chosen_type_makes_the_ability_fail() -> None:
    """CR 608.2b: the target is checked again as the ability resolves. Mistform Dreamer, an
    Illusion when targeted, becomes a Goblin (the chosen type) in response: the ability
    doesn't resolve and player 1 keeps the Dreamer."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(1, "Mistform Dreamer", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, "Callous Oppressor", targets=[dreamer])
    d.pass_priority()
    d.activate(1, dreamer)
    d.resolve()
    d.choose("Goblin")
    d.resolve()  # the Oppressor's ability: its target is now of the chosen type
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.chars(dreamer).controller == 1


def test_returned_under_another_players_control_an_opponent_of_that_player_chooses() -> None:
    """CR 614.12, 110.2: a card put onto the battlefield under a player's control (Gisa,
    Glorious Resurrector returning an opponent's creature) makes its "as enters" choices as
    that player's permanent: "an opponent" is an opponent of its new controller, here its
    owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()
    assert d.ids("Callous Oppressor", zone="exile")
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    assert d.decision.kind == "choose_creature_type" and d.decision.player == 1
    d.choose("Elf")
    oppressor = d.find("Callous Oppressor", "battlefield")
    assert d.chars(oppressor).controller == 0 and d.state.objects[oppressor].owner == 1
    assert d.state.objects[oppressor].chosen == {"creature_type": "Elf"}


def test_a_creature_of_the_chosen_type_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 601.2c: Elvish Warrior is an Elf, the chosen type, so it can't be the target:
    choosing it is refused with an error, and the game is as it was before the activation
    (the Oppressor untapped, nothing on the stack)."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.activate(0, "Callous Oppressor", targets=[d.find("Elvish Warrior")])
    assert d.game.fingerprint() == before
    assert not d.state.objects[d.find("Callous Oppressor")].tapped and not d.state.stack
    assert d.chars(d.find("Elvish Warrior")).controller == 1


def test_the_oppressor_leaving_before_the_ability_resolves_means_no_control() -> None:
    """CR 611.2b: "for as long as Callous Oppressor remains tapped" has already ended when the
    ability resolves if the Oppressor was Shocked in response: the effect does nothing and
    player 1 keeps Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()
    assert d.zone_of("Callous Oppressor") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.chars(seeker).controller == 1


def test_multiplayer_its_controller_picks_the_opponent_who_chooses_the_type() -> None:
    """CR 801.5b (its example), 102.2: with several opponents the Oppressor's controller picks
    which opponent chooses the type; they can't pick themself, which is refused with the state
    unchanged. Player 2 is picked and names Goblin."""
    from manastack.game import IllegalActionError
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Callous Oppressor")
    d = Driver(s.build())
    d.cast(0, "Callous Oppressor")
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1, 2, 3}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(0)
    assert d.game.fingerprint() == before
    d.choose(2)
    assert d.expect("choose_creature_type").player == 2
    d.choose("Goblin", player=2)
    assert d.state.objects[d.find("Callous Oppressor")].chosen == {"creature_type": "Goblin"}


def test_its_controller_leaving_the_game_ends_the_control_effect() -> None:
    """CR 800.4a: when a player leaves a multiplayer game, effects giving them control of
    objects end: player 0 concedes and player 1 gets Glory Seeker back."""
    from manastack.decisions.actions import Concede
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.act(0, Concede())
    assert d.chars(seeker).controller == 1
    assert not d.ids("Callous Oppressor", zone="battlefield")


def test_control_lasts_after_the_gained_creature_stops_being_a_creature() -> None:
    """CR 611.2c, 608.2b: "target creature" is checked only as the ability resolves; the
    control effect then applies to that object for as long as Callous Oppressor remains
    tapped. The opponent's Forest, made a 1/1 creature by Kamahl, Fist of Krosa until end of
    turn, stays under the Oppressor's controller's control once it is a plain land again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Forest", "Kamahl, Fist of Krosa")
    s.hand(0, "Callous Oppressor")
    s.battlefield(1, "Forest", "Elvish Warrior")
    s.library(0, *(["Plains"] * 5))
    s.library(1, *(["Plains"] * 5))
    d = Driver(s.build())
    d.cast(0, "Callous Oppressor")
    d.resolve()
    d.choose("Elf", player=1)
    d.pass_until("precombat_main", turn=5)
    land = d.find("Forest", player=1)
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[land])
    d.resolve()
    assert d.chars(land).is_creature
    d.activate(0, "Callous Oppressor", targets=[land])
    d.resolve()
    assert d.chars(land).controller == 0
    d.pass_until("upkeep", turn=6)
    c = d.chars(land)
    assert not c.is_creature and c.controller == 0
    until_may(d)
    d.choose(False)  # the Oppressor stays tapped
    assert d.chars(land).controller == 0


def test_untapped_in_the_untap_step_the_creature_is_back_before_the_upkeep_begins() -> None:
    """CR 611.2b, 502.3, 603.2: the control effect ends the moment Callous Oppressor untaps
    in its controller's untap step, not when a player next gets priority. Player 0 took
    Grinning Demon ("At the beginning of your upkeep, you lose 2 life") and untaps the
    Oppressor: the Demon is player 1's again as player 0's upkeep begins, so its ability
    doesn't trigger and nobody loses life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Grinning Demon")
    s.library(0, *(["Plains"] * 5))
    s.library(1, *(["Plains"] * 5))
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    demon = d.find("Grinning Demon")
    d.pass_priority()
    d.activate(0, "Callous Oppressor", targets=[demon])
    d.resolve()
    assert d.chars(demon).controller == 0
    until_may(d)
    assert d.state.turn == 3
    d.choose(True)  # player 0 untaps the Oppressor
    d.pass_until("upkeep", turn=3)
    assert d.chars(demon).controller == 1
    assert (d.life(0), d.life(1)) == (20, 20)


def test_gone_after_blockers_are_declared_the_creature_leaves_combat_at_once() -> None:
    """CR 611.2b, 506.4: player 0 attacks with the Glory Seeker its Oppressor took last turn;
    after blockers are declared player 1 Shocks the Oppressor. The control effect ends as
    the Oppressor leaves, so the Seeker, player 1's again, is removed from combat at once:
    it is no longer attacking when player 0 next gets priority, and deals no combat damage to
    player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.library(0, *(["Plains"] * 5))
    s.library(1, *(["Plains"] * 5))
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    until_may(d)
    d.choose(False)  # the Oppressor stays tapped
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([seeker])
    while not (d.state.step.name == "DECLARE_BLOCKERS" and d.decision.player == 1):
        d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()
    assert d.zone_of("Callous Oppressor") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert d.state.objects[seeker].controller == 1
    assert seeker not in d.state.combat.attackers
    d.pass_until("postcombat_main", turn=3)
    assert (d.life(0), d.life(1)) == (20, 20)


def test_untapped_and_tapped_again_before_the_first_ability_resolves_it_takes_nothing() -> None:
    """CR 611.2b: the Oppressor's ability targets Glory Seeker; in response Aphetto Alchemist
    untaps the Oppressor and its ability is activated again, for Festering Goblin. That one
    resolves: player 0 gains control of the Goblin. The first ability's duration ended when
    the Oppressor untapped and doesn't begin again as it resolves: the Seeker stays player
    1's, though the Oppressor is tapped when that ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(0, "Aphetto Alchemist")
    s.battlefield(1, "Glory Seeker", "Festering Goblin")
    d = Driver(s.build())
    oppressor = d.find("Callous Oppressor")
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.activate(0, oppressor, targets=[seeker])
    d.activate(0, "Aphetto Alchemist", targets=[oppressor])
    d.resolve()
    d.activate(0, oppressor, targets=[goblin])
    d.resolve()
    assert d.chars(goblin).controller == 0
    assert d.state.objects[oppressor].tapped and len(d.state.stack) == 1
    d.resolve()
    assert d.chars(seeker).controller == 1 and d.chars(goblin).controller == 0

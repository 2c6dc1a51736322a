"""Syphon Flesh — {4}{B} Sorcery.

Oracle: "Each other player sacrifices a creature. You create a 2/2 black Zombie creature token
for each creature sacrificed this way."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Syphon Flesh")

CARD = "Syphon Flesh"


def _cast(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(0, "Glory Seeker")
    s.hand(0, CARD)
    if theirs:
        s.battlefield(1, *theirs)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    return d


def _zombies(d: Driver, player: int = 0) -> list[int]:
    return d.ids("Zombie Token", zone="battlefield", player=player)


def test_opponent_sacrifices_and_you_get_a_zombie() -> None:
    d = _cast("Gluttonous Zombie", "Severed Legion")
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(d.find("Severed Legion"))
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"  # you don't sacrifice
    [z] = _zombies(d)
    c = d.chars(z)
    assert (c.power, c.toughness) == (2, 2) and c.colors == frozenset({"B"})
    assert "Zombie" in c.subtypes and not c.has("Decayed")
    assert not _zombies(d, 1)


def test_no_creature_sacrificed_no_zombie() -> None:
    d = _cast("Mobilization")
    assert d.decision.kind == "priority"
    assert not _zombies(d)


def test_one_zombie_for_each_other_player_who_sacrificed() -> None:
    """Three players: each other player sacrifices a creature, and you get a Zombie for
    each."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Gluttonous Zombie")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert len(_zombies(d)) == 2


def test_sacrificed_creature_exiled_instead_still_counts() -> None:
    """A creature sacrificed but exiled instead of dying (Can't Stay Away's replacement) was
    still sacrificed this way (CR 701.21a, 614.6): a Zombie for it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Plains", "Swamp")
    s.hand(1, "Can't Stay Away")
    s.graveyard(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert len(_zombies(d)) == 1


def test_an_opponent_sacrifices_only_a_creature_they_control() -> None:
    """A player sacrifices only a permanent they control (CR 701.21a): player 1's creature
    under player 0's control isn't theirs to sacrifice, so they sacrifice nothing and player 0
    gets no Zombie; player 0 sacrifices nothing either ("each other player")."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.battlefield(0, "Glory Seeker", owner=1)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not _zombies(d)


def test_a_sacrificed_token_counts() -> None:
    """A token creature sacrificed is a creature sacrificed this way: a Zombie for it."""
    d = _cast()
    assert not _zombies(d)
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.token(1, "Human")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.ids("Human Token")
    assert len(_zombies(d)) == 1


def test_in_two_headed_giant_the_teammate_sacrifices_too() -> None:
    """"Each other player" is every player but the caster, a teammate too (unlike "each
    opponent", CR 102.3): in Two-Headed Giant player 0's teammate and both opponents
    sacrifice, and player 0 gets three Zombies."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    for p in (1, 2, 3):
        s.battlefield(p, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert all(d.state.objects[i].zone.value == "graveyard" for i in d.ids("Glory Seeker"))
    assert len(_zombies(d)) == 3


def test_a_face_down_creature_may_be_sacrificed_and_is_revealed() -> None:
    """A face-down creature is a creature (CR 708.2): its controller sacrifices it, a Zombie
    is made, and the card is revealed as it goes to the graveyard (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    assert "Daru Lancer" not in str(d.game.view(0))
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert len(_zombies(d)) == 1
    assert "Daru Lancer" in str(d.game.view(0))


def test_a_sacrificed_commander_may_go_to_the_command_zone_and_still_counts() -> None:
    """CR 701.21a, 903.9a: player 1 sacrifices their commander, their only creature; it goes to
    the graveyard and its owner moves it to the command zone; it was sacrificed this way, so
    the caster gets a Zombie."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="battlefield")
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    if d.decision.kind == "sacrifice":
        d.choose(d.find("Jadar, Ghoulcaller of Nephalia"))
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"
    assert len(_zombies(d)) == 1 and not _zombies(d, 1)


def test_players_choose_in_turn_order_then_sacrifice_at_once() -> None:
    """CR 101.4: the other players choose in APNAP order, player 1 then player 2, and the
    chosen creatures are sacrificed together once all have chosen (CR 608.2e): player 1's
    choice is still on the battlefield as player 2 chooses."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    s.battlefield(2, "Gluttonous Zombie", "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("sacrifice")
    assert d.decision.player == 1
    d.choose(d.find("Severed Legion"))
    d.expect("sacrifice")
    assert d.decision.player == 2
    assert d.zone_of("Severed Legion") == "battlefield"
    d.choose(d.find("Daru Lancer"))
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert len(_zombies(d)) == 2


def test_sacrificing_a_noncreature_is_refused_and_the_game_is_unchanged() -> None:
    """CR 701.21a: the player must sacrifice a creature; choosing their Mobilization (an
    enchantment) or the caster's Glory Seeker is refused with an error, and nothing changes."""
    from manastack.game import IllegalActionError
    d = _cast("Mobilization", "Severed Legion", "Gluttonous Zombie")
    d.expect("sacrifice")
    before = d.game.fingerprint()
    for wrong in (d.find("Mobilization"), d.find("Glory Seeker")):
        with pytest.raises(IllegalActionError, match="not one of the choices"):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    d.choose(d.find("Severed Legion"))
    assert len(_zombies(d)) == 1


def test_a_phased_out_creature_cant_be_sacrificed() -> None:
    """CR 702.26b: a phased-out permanent is treated as though it doesn't exist; player 1's
    phased-out Glory Seeker isn't among the creatures they may sacrifice, so Elvish Warrior,
    the only one, is sacrificed."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", phased_out=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert len(_zombies(d)) == 1


def test_made_to_read_elf_on_the_stack_you_get_an_elf() -> None:
    """CR 612.2, 612.2a: Zombie changed to Elf in Syphon Flesh on the stack: for the creature
    the opponent sacrifices you create a 2/2 black Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Island")
    s.hand(0, CARD, "Artificial Evolution")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    d.resolve()
    if d.decision.kind == "sacrifice":
        d.choose(d.find("Severed Legion"))
    assert d.zone_of("Severed Legion") == "graveyard"
    assert not _zombies(d)
    [elf] = d.ids("Elf Token", "battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)

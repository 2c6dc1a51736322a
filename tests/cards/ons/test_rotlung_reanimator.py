"""Rotlung Reanimator — {2}{B} Creature — Zombie Cleric 2/2.

Oracle: "Whenever Rotlung Reanimator or another Cleric dies, create a 2/2 black Zombie
creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Rotlung Reanimator")


def _sacrifice(victim: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Cabal Archon", "Rotlung Reanimator", "Disciple of Malice")
    d = Driver(s.build())
    d.activate(0, "Cabal Archon", targets=[1])
    d.choose(d.find(victim))
    return d


def test_another_cleric_dying_makes_a_zombie() -> None:
    d = _sacrifice("Disciple of Malice")
    d.resolve_all()
    [z] = d.ids("Zombie Token", zone="battlefield", player=0)
    c = d.chars(z)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (2, 2, {"B"}, {"Zombie"})


def test_it_dying_makes_a_zombie() -> None:
    d = _sacrifice("Rotlung Reanimator")
    d.resolve_all()
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1


def test_a_non_cleric_dying_makes_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Rotlung Reanimator")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert not d.state.stack and not d.ids("Zombie Token")


def test_dying_with_another_cleric_makes_two_zombies_that_infest_doesnt_shrink() -> None:
    """CR 603.10a: Infest kills Rotlung Reanimator and Battlefield Medic (a Cleric, of either
    player) at once; the ability looks back in time and triggers for each. CR 611.2c: the
    Zombies, created after Infest resolved, are 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Rotlung Reanimator")
    s.battlefield(1, "Battlefield Medic")
    s.hand(0, "Infest")
    d = Driver(s.build())
    d.cast(0, "Infest")
    d.resolve()
    assert d.zone_of("Rotlung Reanimator") == "graveyard"
    assert d.zone_of("Battlefield Medic") == "graveyard"
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    zombies = d.ids("Zombie Token", zone="battlefield", player=0)
    assert len(zombies) == 2
    assert all((d.chars(z).power, d.chars(z).toughness) == (2, 2) for z in zombies)


def test_it_triggers_on_its_own_death_even_when_not_a_cleric() -> None:
    """"Whenever Rotlung Reanimator ... dies" names the object itself: made a Goblin by
    Mistform Mutant (no longer a Cleric), its death still makes a Zombie (CR 603.10a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Mistform Mutant", "Island", "Island", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    rotlung = d.find("Rotlung Reanimator")
    d.activate(0, "Mistform Mutant", targets=[rotlung])
    d.resolve()
    d.choose("Goblin")
    assert "Cleric" not in d.chars(rotlung).subtypes
    d.cast(0, "Shock", targets=[rotlung])
    d.resolve_all()
    assert d.zone_of("Rotlung Reanimator") == "graveyard"
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1


def test_the_dying_creatures_types_are_those_it_last_had() -> None:
    """CR 603.10a: a Glory Seeker made a Cleric by Mistform Mutant makes a Zombie when it dies;
    a Daru Healer made a Goblin doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Mistform Mutant", *["Island"] * 4)
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker", "Daru Healer")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    seeker, healer = d.find("Glory Seeker"), d.find("Daru Healer")
    d.activate(0, "Mistform Mutant", targets=[seeker])
    d.resolve()
    d.choose("Cleric")
    d.activate(0, "Mistform Mutant", targets=[healer])
    d.resolve()
    d.choose("Goblin")
    first, second = d.ids("Shock", zone="hand")
    d.cast(0, first, targets=[healer])
    d.resolve_all()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert not d.ids("Zombie Token")
    d.cast(0, second, targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1


def test_a_face_down_cleric_dying_is_no_cleric() -> None:
    """CR 708.2, 603.10a: a face-down Daru Healer has no creature types as it last existed on
    the battlefield: its death makes nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Mountain")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Daru Healer")])
    d.resolve_all()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert not d.ids("Zombie Token")


def test_a_cleric_card_milled_doesnt_die() -> None:
    """CR 700.4: "dies" means put into a graveyard from the battlefield; the Daru Healer milled
    by Gisa and Geralf from the library makes nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Gisa and Geralf")
    s.library(0, "Daru Healer", "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Gisa and Geralf")
    d.resolve()
    d.resolve_all()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert not d.ids("Zombie Token")


def test_a_changeling_dying_is_a_cleric_dying() -> None:
    """CR 702.73a: a changeling is every creature type, Cleric included: its death makes a
    Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", "Mountain")
    s.battlefield(1, AVIAN_CHANGELING.name)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find(AVIAN_CHANGELING.name)])
    d.resolve_all()
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1


def test_a_clone_of_it_refers_to_itself() -> None:
    """CR 707.2, 201.5: a Clone copying Rotlung Reanimator has the ability with "Rotlung
    Reanimator" meaning the Clone itself; the Clone dying triggers its own ability and the
    original's ("another Cleric"): two Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rotlung Reanimator", *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    d = Driver(s.build())
    original = d.find("Rotlung Reanimator")
    d.cast(0, "Clone")
    d.resolve()
    d.choose(original)
    clone = d.state.battlefield[-1]
    assert d.chars(clone).name == "Rotlung Reanimator" and clone != original
    d.cast(0, "Shock", targets=[clone])
    d.resolve()
    d.take_first("order_triggers")
    d.resolve_all()
    assert d.zone_of("Clone") == "graveyard"
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 2


def test_a_borrowed_reanimator_makes_the_zombie_for_its_controller() -> None:
    """CR 603.3a, 603.10a: the ability of a Rotlung Reanimator controlled by player 0 but owned
    by player 1 is controlled by the player who controlled it as it died: the Zombie is
    player 0's, and the card goes to its owner's graveyard (CR 404.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Rotlung Reanimator", owner=1)
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Rotlung Reanimator")])
    d.resolve_all()
    assert d.ids("Rotlung Reanimator", zone="graveyard", player=1)
    assert len(d.ids("Zombie Token", zone="battlefield", player=0)) == 1
    assert not d.ids("Zombie Token", zone="battlefield", player=1)


def test_made_to_read_elf_its_own_death_creates_an_elf_as_it_last_existed() -> None:
    """CR 612.2a, 603.10a: Artificial Evolution replaces Zombie with Elf in Rotlung Reanimator's
    text (its type line reads Elf Cleric); when it dies itself, its leaves-the-battlefield
    ability is the one it had as it last existed, and it creates a 2/2 black Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Rotlung Reanimator")
    s.hand(0, "Artificial Evolution", "Shock")
    d = Driver(s.build())
    rotlung = d.find("Rotlung Reanimator")
    evolve(d, rotlung, "Zombie", "Elf")
    assert d.chars(rotlung).subtypes == {"Elf", "Cleric"}
    d.cast(0, "Shock", targets=[rotlung])
    d.resolve()
    d.resolve()
    [elf] = d.ids("Elf Token", zone="battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 2, 2)
    assert not d.ids("Zombie Token")

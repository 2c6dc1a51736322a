"""Rotlung Reanimator — {2}{B} Creature — Zombie Cleric 2/2.

Oracle: "Whenever Rotlung Reanimator or another Cleric dies, create a 2/2 black Zombie
creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

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

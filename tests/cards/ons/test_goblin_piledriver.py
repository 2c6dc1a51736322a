"""Goblin Piledriver — {1}{R} Creature — Goblin Warrior 1/2.

Oracle: "Protection from blue / Whenever Goblin Piledriver attacks, it gets +2/+0 until end of
turn for each other attacking Goblin."
Rulings covered: ONS-FAQ-123.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Piledriver")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Piledriver", "Goblin Sky Raider", "Goblin Sky Raider", "Mountain")
    s.hand(0, "Shock")
    return Driver(s.build())


def test_plus_two_for_each_other_attacking_goblin() -> None:
    d = setup()
    d.to_combat()
    d.attack(d.ids("Goblin Piledriver") + d.ids("Goblin Sky Raider"))
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 5


def test_attacking_alone_gets_nothing() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Goblin Piledriver")])
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 1


@pytest.mark.ruling("ONS-FAQ-123", "ONS-OR-0138")
def test_goblins_are_counted_on_resolution() -> None:
    d = setup()
    d.to_combat()
    raiders = d.ids("Goblin Sky Raider")
    d.attack([d.find("Goblin Piledriver")] + raiders)
    d.cast(0, "Shock", targets=[raiders[0]])
    d.resolve()  # Shock kills one raider before the trigger resolves
    d.resolve()
    assert d.chars(d.find("Goblin Piledriver")).power == 3


def test_as_a_spell_it_can_be_countered_by_a_blue_spell() -> None:
    """Protection works only on the battlefield (CR 702.16b, 113.6): the Piledriver spell is a
    legal target for Discombobulate and is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Goblin Piledriver")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    d = Driver(s.build())
    spell = d.cast(0, "Goblin Piledriver")
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    d.resolve()
    assert d.zone_of("Goblin Piledriver") == "graveyard"

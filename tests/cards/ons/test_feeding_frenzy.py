"""Feeding Frenzy — {2}{B} Instant.

Oracle: "Target creature gets -X/-X until end of turn, where X is the number of Zombies on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Feeding Frenzy")

def test_minus_x_where_x_is_zombies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Festering Goblin")
    s.hand(0, "Feeding Frenzy")
    s.battlefield(1, "Barkhide Mauler", "Nantuko Husk")
    d = Driver(s.build())
    m = d.find("Barkhide Mauler")
    d.cast(0, "Feeding Frenzy", targets=[m])
    d.resolve()
    assert (d.chars(m).power, d.chars(m).toughness) == (2, 2)  # two Zombies


def test_x_is_counted_once_as_it_resolves() -> None:
    """CR 608.2h, 611.2c: X is the number of Zombies as Feeding Frenzy resolves (one: -1/-1);
    a Zombie entering later that turn doesn't make the effect bigger."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8, "Festering Goblin")
    s.hand(0, "Feeding Frenzy", "Gluttonous Zombie")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    d.cast(0, "Gluttonous Zombie")
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_creatures_made_zombies_by_an_effect_count_face_down_ones_dont() -> None:
    """CR 205.1b, 708.2: Ghouls' Night Out makes the returned Glory Seeker a Zombie, so it
    counts; a face-down Boneknitter (a Zombie card) has no creature types and doesn't: X is 1
    and Elvish Warrior becomes 1/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 8)
    s.battlefield(0, "Boneknitter", face_down=True)
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Ghouls' Night Out", "Feeding Frenzy")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(d.find("Glory Seeker", "graveyard"))
    assert "Zombie" in d.chars(d.find("Glory Seeker", "battlefield")).subtypes
    w = d.find("Elvish Warrior")
    d.cast(0, "Feeding Frenzy", targets=[w])
    d.resolve()
    assert (d.chars(w).power, d.chars(w).toughness) == (1, 2)

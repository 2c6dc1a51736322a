"""Festering Goblin — {B} Creature — Zombie Goblin 1/1.

Oracle: "When Festering Goblin dies, target creature gets -1/-1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Festering Goblin")


def test_dying_gives_a_creature_minus_one_minus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    assert d.ids("Festering Goblin", zone="graveyard")
    raider = d.find("Goblin Sky Raider")
    d.choose(raider)  # the dies trigger's target
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (0, 1)


def test_minus_one_kills_a_one_toughness_creature_and_wears_off() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).toughness == 1
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).toughness == 2

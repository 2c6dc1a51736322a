"""Goblin Sledder — {R} Creature — Goblin 1/1.

Oracle: "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Goblin Sledder")


def test_sacrifice_another_goblin_to_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Goblin Sky Raider", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Goblin Sledder", targets=[seeker])
    dec = d.expect("cost_sacrifice")
    options = {a.value for a in dec.actions}
    assert options == {d.find("Goblin Sledder"), d.find("Goblin Sky Raider")}  # not a Soldier
    d.choose(d.find("Goblin Sky Raider"))
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Goblin Sledder", targets=[seeker], choices=[d.find("Goblin Sledder")])
    d.resolve()
    assert d.ids("Goblin Sledder", zone="graveyard")
    assert d.chars(seeker).power == 3

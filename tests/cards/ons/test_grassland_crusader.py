"""Grassland Crusader — {5}{W} Creature — Human Cleric Soldier 2/4.

Oracle: "{T}: Target Elf or Soldier creature gets +2/+2 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grassland Crusader")

def test_pumps_an_elf_or_soldier_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Glory Seeker", "Festering Goblin")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Grassland Crusader", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {d.find("Grassland Crusader"), d.find("Glory Seeker"),
                       d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).power == 4


def test_a_target_that_stops_being_a_soldier_makes_it_do_nothing() -> None:
    """CR 608.2b: a Mistform Dreamer made a Soldier is a legal target; when it becomes a
    Goblin in response, the ability doesn't resolve and the Dreamer isn't pumped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grassland Crusader", "Mistform Dreamer", "Island", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    d.activate(0, "Grassland Crusader", targets=[dreamer])
    d.activate(0, dreamer)  # holding priority
    d.resolve()
    d.choose("Goblin")
    d.resolve()
    assert not d.state.stack
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)

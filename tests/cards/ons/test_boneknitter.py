"""Boneknitter — {1}{B} Creature — Zombie Cleric 1/1.

Oracle: "{1}{B}: Regenerate target Zombie. / Morph {2}{B} (You may cast this card face down as
a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-180.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Boneknitter")


@pytest.mark.ruling("ONS-FAQ-180", "ONS-OR-0095")
def test_can_regenerate_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    knitter = d.find("Boneknitter")
    d.cast(1, "Shock", targets=[knitter])
    d.pass_priority()
    d.activate(0, knitter, targets=[knitter])
    d.resolve()
    d.resolve()
    assert d.find("Boneknitter", zone="battlefield") == knitter
    assert d.state.objects[knitter].tapped


def test_only_zombies_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Boneknitter", "Swamp", "Swamp", "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    d.activate(0, "Boneknitter", pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Gluttonous Zombie") in opts
    assert d.find("Glory Seeker") not in opts

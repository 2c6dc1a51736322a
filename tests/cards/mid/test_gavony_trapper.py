"""Gavony Trapper — {W} Creature — Human Soldier 0/2.

Oracle: "{2}, {T}: Tap target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gavony Trapper")


def test_taps_target_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Gavony Trapper")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Gavony Trapper", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].tapped
    assert d.state.objects[d.find("Gavony Trapper")].tapped


def test_summoning_sick_trapper_cant_use_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Gavony Trapper", sick=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    trapper = d.find("Gavony Trapper")
    assert not any(isinstance(a, ActivateAbility) and a.source == trapper
                   for a in d.game.legal_actions())

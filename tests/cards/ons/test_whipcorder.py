"""Whipcorder — {W}{W} Creature — Human Soldier Rebel 2/2.

Oracle: "{W}, {T}: Tap target creature. / Morph {W} (You may cast this card face down as a 2/2
creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Whipcorder")


def test_taps_target_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", "Plains")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.activate(0, "Whipcorder", targets=[w])
    d.resolve()
    assert d.state.objects[w].tapped
    assert d.state.objects[d.find("Whipcorder")].tapped
    assert d.state.objects[d.find("Plains")].tapped


def test_turned_face_up_for_w() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True)
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    oid = d.find("Whipcorder")
    d.special(0, "turn_face_up", oid)
    d.pay()
    assert d.chars(oid).subtypes == {"Human", "Soldier", "Rebel"}

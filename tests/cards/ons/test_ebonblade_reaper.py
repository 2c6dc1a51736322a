"""Ebonblade Reaper — {2}{B} Creature — Human Cleric 1/1.

Oracle: "Whenever Ebonblade Reaper attacks, you lose half your life, rounded up. / Whenever
Ebonblade Reaper deals combat damage to a player, that player loses half their life, rounded
up. / Morph {3}{B}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ebonblade Reaper")


def test_attacking_halves_you_and_hitting_halves_them() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper")
    s.life(0, 15)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.resolve()
    assert d.life(0) == 7  # 15 - 8
    while not d.state.stack:
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 19
    d.resolve()
    assert d.life(1) == 9  # 19 - 10


def test_face_down_no_triggers() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ebonblade Reaper", face_down=True)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Ebonblade Reaper")])
    d.pass_until("end")
    assert (d.life(0), d.life(1)) == (20, 18)

"""Lambholt Harrier — {1}{R} Creature — Wolf 2/2.

Oracle: "{3}{R}: Target creature can't block this turn."
Rulings covered: MID-RN-241.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lambholt Harrier")


@pytest.mark.ruling("MID-RN-241", "MID-OR-0404")
def test_target_creature_cant_block_this_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Lambholt Harrier")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, harrier = d.find("Glory Seeker"), d.find("Lambholt Harrier")
    d.activate(0, harrier, targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([harrier])
    d.pass_priority()
    d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Elvish Warrior")}

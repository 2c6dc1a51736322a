"""Charging Slateback — {4}{R} Creature — Beast 4/3.

Oracle: "Charging Slateback can't block. / Morph {4}{R} (You may cast this card face down as a
2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: ONS-FAQ-164.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Charging Slateback")


def test_cannot_block_face_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")  # no block could be declared
    assert d.life(0) == 18


@pytest.mark.ruling("ONS-FAQ-164")
def test_face_down_it_blocks_and_stays_blocking_when_turned_up() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charging Slateback", face_down=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    slate = d.find("Charging Slateback")
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({slate: warrior})
    d.pass_priority()
    d.special(0, "turn_face_up", slate)
    d.pay()
    assert not d.state.objects[slate].face_down
    d.pass_until("postcombat_main")
    assert d.find("Elvish Warrior", zone="graveyard")  # 4 damage from the blocker
    assert d.life(0) == 20

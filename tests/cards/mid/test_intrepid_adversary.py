"""Intrepid Adversary — {1}{W} Creature — Human Scout 3/1.

Oracle: "Lifelink / When Intrepid Adversary enters the battlefield, you may pay {1}{W} any
number of times. When you pay this cost one or more times, put that many valor counters on
Intrepid Adversary. / Creatures you control get +1/+1 for each valor counter on Intrepid
Adversary."
Rulings covered: MID-RN-105.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Intrepid Adversary")


@pytest.mark.ruling("MID-RN-105", "MID-OR-0088")
def test_valor_counters_pump_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Glory Seeker")
    s.hand(0, "Intrepid Adversary")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Intrepid Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    assert len(d.state.stack) == 1 and d.decision.kind == "priority"
    d.resolve()
    adv = d.find("Intrepid Adversary", "battlefield")
    assert d.state.objects[adv].counters == {"valor": 2}
    assert (d.chars(adv).power, d.chars(adv).toughness) == (5, 3)
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    assert d.chars(d.find("Elvish Warrior")).power == 2

"""Aether Charge — {4}{R} Enchantment.

Oracle: "Whenever a Beast enters the battlefield under your control, you may have it deal 4
damage to target opponent or planeswalker."
Rulings covered: ONS-FAQ-196 (the Beast is the source of the damage).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Aether Charge")


@pytest.mark.ruling("ONS-FAQ-196")
def test_the_beast_deals_four_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge", *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    d.expect("target")
    d.choose(1)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(1) == 16
    dmg = [e for e in d.state.log if e.kind == "damage" and e.player == 1][-1]
    assert dmg.source == d.find("Krosan Tusker")


def test_not_for_an_opponents_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aether Charge")
    s.battlefield(1, *["Forest"] * 7)
    s.hand(1, "Krosan Tusker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Krosan Tusker")
    d.resolve()
    assert not d.state.stack and d.life(1) == 20 and d.life(0) == 20

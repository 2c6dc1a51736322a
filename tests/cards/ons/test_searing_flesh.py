"""Searing Flesh — {6}{R} Sorcery.

Oracle: "Searing Flesh deals 7 damage to target opponent or planeswalker."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Searing Flesh")

def test_seven_to_an_opponent_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Searing Flesh")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Searing Flesh", pay=False)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {1}
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.life(1) == 13

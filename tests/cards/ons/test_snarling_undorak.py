"""Snarling Undorak — {2}{G}{G} Creature — Beast 3/3.

Oracle: "{2}{G}: Target Beast creature gets +1/+1 until end of turn. / Morph {1}{G}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snarling Undorak")


def test_pumps_a_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Undorak", *["Forest"] * 6)
    d = Driver(s.build())
    u = d.find("Snarling Undorak")
    d.activate(0, u, targets=[u])
    d.resolve()
    d.activate(0, u, targets=[u])
    d.resolve()
    assert (d.chars(u).power, d.chars(u).toughness) == (5, 5)

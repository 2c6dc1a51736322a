"""Wirewood Pride — {G} Instant.

Oracle: "Target creature gets +X/+X until end of turn, where X is the number of Elves on the
battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Pride")

def test_plus_x_where_x_is_elves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Wirewood Pride")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wirewood Pride", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)

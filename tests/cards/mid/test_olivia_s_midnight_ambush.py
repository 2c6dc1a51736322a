"""Olivia's Midnight Ambush — {1}{B} Instant.

Oracle: "Target creature gets -2/-2 until end of turn. If it's night, that creature gets
-13/-13 until end of turn instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Olivia's Midnight Ambush")


def setup(day_night: str | None) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Olivia's Midnight Ambush")
    s.battlefield(1, "Krosan Tusker")
    if day_night:
        s.day_night(day_night)
    d = Driver(s.build())
    d.cast(0, "Olivia's Midnight Ambush", targets=[d.find("Krosan Tusker")])
    d.resolve()
    return d


@pytest.mark.parametrize("dn", [None, "day"])
def test_minus_two_unless_night(dn: str | None) -> None:
    d = setup(dn)
    c = d.chars(d.find("Krosan Tusker"))
    assert (c.power, c.toughness) == (4, 3)


def test_minus_thirteen_at_night() -> None:
    d = setup("night")
    assert d.ids("Krosan Tusker", zone="graveyard")

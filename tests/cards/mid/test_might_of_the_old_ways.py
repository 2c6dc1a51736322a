"""Might of the Old Ways — {1}{G} Instant.

Oracle: "Target creature gets +2/+2 until end of turn. / Coven — Then if you control three or
more creatures with different powers, draw a card."
Rulings covered: MID-RN-211.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Might of the Old Ways")


def setup(*mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", *mine)
    s.hand(0, "Might of the Old Ways")
    s.library(0, "Island")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-211")
def test_pump_first_then_coven_draws() -> None:
    d = setup("Glory Seeker", "Wellwisher", "Barkhide Mauler")  # 2, 1, 4
    d.cast(0, "Might of the Old Ways", targets=[d.find("Wellwisher")])  # 1 -> 3
    d.resolve()
    assert d.ids("Island", zone="hand")
    assert d.chars(d.find("Wellwisher")).power == 3


@pytest.mark.ruling("MID-RN-211")
def test_pump_can_break_coven() -> None:
    d = setup("Glory Seeker", "Wellwisher", "Barkhide Mauler")  # 2, 1, 4
    d.cast(0, "Might of the Old Ways", targets=[d.find("Glory Seeker")])  # 2 -> 4
    d.resolve()
    assert not d.ids("Island", zone="hand")
    assert d.chars(d.find("Glory Seeker")).toughness == 4

"""Borrowed Time — {2}{W} Enchantment.

Oracle: "When Borrowed Time enters the battlefield, exile target nonland permanent an
opponent controls until Borrowed Time leaves the battlefield."
Rulings covered: MID-RN-070, MID-RN-071, MID-RN-073.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Borrowed Time")


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, *theirs)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-070")
def test_exiled_until_it_leaves() -> None:
    d = setup("Krosan Tusker")
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert d.ids("Krosan Tusker", zone="exile")
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="battlefield", player=1)


@pytest.mark.ruling("MID-RN-071")
def test_leaving_before_the_trigger_resolves_exiles_nothing() -> None:
    d = setup("Krosan Tusker")
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    d.resolve()
    assert d.ids("Krosan Tusker", zone="battlefield")


def test_only_opponents_nonland_permanents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Borrowed Time")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    assert not d.state.stack  # no legal target: the trigger is removed
    assert d.ids("Glory Seeker", zone="battlefield")

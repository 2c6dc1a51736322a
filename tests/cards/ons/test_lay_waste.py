"""Lay Waste — {3}{R} Sorcery.

Oracle: "Destroy target land. / Cycling {2}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lay Waste")

def test_destroys_a_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Lay Waste", targets=[d.find("Forest")])
    d.resolve()
    assert d.ids("Forest", zone="graveyard")


def test_cycling_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Lay Waste")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, d.find("Lay Waste", zone="hand"))
    d.resolve()
    assert d.ids("Forest", zone="hand")

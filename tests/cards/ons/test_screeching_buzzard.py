"""Screeching Buzzard — {3}{B} Creature — Bird 2/2.

Oracle: "Flying / When Screeching Buzzard dies, each opponent discards a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Screeching Buzzard")

def test_dies_each_opponent_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Screeching Buzzard")
    s.hand(0, "Shock", "Glory Seeker")
    s.hand(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Screeching Buzzard")])
    d.resolve()
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=1)
    assert d.ids("Glory Seeker", zone="hand", player=0)

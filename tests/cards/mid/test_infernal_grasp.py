"""Infernal Grasp — {1}{B} Instant.

Oracle: "Destroy target creature. You lose 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Infernal Grasp")


def test_destroys_and_caster_loses_two_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="graveyard")
    assert d.life(0) == 18 and d.life(1) == 20


def test_countered_on_resolution_no_life_lost() -> None:
    """The target became illegal: the spell doesn't resolve and no life is lost (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain")
    s.hand(0, "Infernal Grasp", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Infernal Grasp", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.life(0) == 20

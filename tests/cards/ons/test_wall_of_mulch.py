"""Wall of Mulch — {1}{G} Creature — Wall 0/4.

Oracle: "Defender (This creature can't attack.) / {G}, Sacrifice a Wall: Draw a card."
Rulings covered: ONS-FAQ-168.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wall of Mulch")


@pytest.mark.ruling("ONS-FAQ-168", "ONS-OR-0188")
def test_sacrifice_itself_to_draw() -> None:
    """ONS-FAQ-168: it can be sacrificed for its own ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch")
    s.library(0, "Plains")
    d = Driver(s.build())
    wall = d.find("Wall of Mulch")
    d.activate(0, wall, choices=[wall])
    assert d.zone_of("Wall of Mulch") == "graveyard"
    d.resolve()
    assert d.zone_of("Plains") == "hand"


def test_only_walls_can_be_sacrificed() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Wall of Mulch", "Glory Seeker")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, "Wall of Mulch")  # the mana is paid first (CR 601.2g-h)
    dec = d.decision
    assert dec.kind == "cost_sacrifice"
    assert {a.value for a in dec.actions} == {d.find("Wall of Mulch")}

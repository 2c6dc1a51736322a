"""Novice Occultist — {1}{B} Creature — Human Wizard 1/2.

Oracle: "When Novice Occultist dies, you draw a card and you lose 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Novice Occultist")


def test_dies_draw_and_lose_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Novice Occultist")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Island", "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Novice Occultist")])
    d.resolve()
    assert d.state.stack  # the dies trigger
    d.resolve()
    assert d.ids("Island", zone="hand", player=0)
    assert d.life(0) == 19

"""Wirewood Savage — {2}{G} Creature — Elf 2/2.

Oracle: "Whenever a Beast enters the battlefield, you may draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Savage")

def test_may_draw_when_a_beast_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Wirewood Savage")
    s.hand(0, "Barkhide Mauler", "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Barkhide Mauler")
    d.resolve()
    d.resolve()
    d.choose(True)
    assert d.ids("Forest", zone="hand")


def test_non_beasts_do_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wirewood Savage")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert not d.state.stack
    assert not d.ids("Forest", zone="hand")

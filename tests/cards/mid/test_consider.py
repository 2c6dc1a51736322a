"""Consider — {U} Instant.

Oracle: "Look at the top card of your library. You may put that card into your graveyard. /
Draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Consider")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Glory Seeker", "Shock")
    return Driver(s.build())


def test_bin_the_top_card_then_draw() -> None:
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    d.choose(True)
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Shock", zone="hand")


def test_keep_the_top_card_and_draw_it() -> None:
    d = setup()
    d.cast(0, "Consider")
    d.resolve()
    d.choose(False)
    assert d.ids("Glory Seeker", zone="hand")
    assert d.ids("Shock", zone="library")

"""Forgotten Creation — {3}{U} Creature — Zombie Horror 3/3.

Oracle: "Skulk (This creature can't be blocked by creatures with greater power.) / At the
beginning of your upkeep, you may discard all the cards in your hand. If you do, draw that many
cards."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Forgotten Creation")


def _at_upkeep() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.hand(0, "Shock", "Bladebrand")
    s.library(0, "Plains", "Island", "Forest", "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and not d.state.stack:
        d.pass_priority()
    return d


def test_discard_hand_and_draw_that_many() -> None:
    d = _at_upkeep()
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert {d.zone_of("Shock"), d.zone_of("Bladebrand")} == {"graveyard"}
    assert d.zone_of("Plains") == d.zone_of("Island") == "hand"
    assert d.zone_of("Forest") == "library"


def test_may_decline() -> None:
    d = _at_upkeep()
    d.resolve()
    d.choose(False)
    assert d.zone_of("Shock") == "hand"
    assert d.zone_of("Plains") == "library"

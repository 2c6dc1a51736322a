"""Firmament Sage — {3}{U} Creature — Human Wizard 2/3.

Oracle: "If it's neither day nor night, it becomes day as Firmament Sage enters the
battlefield. / Whenever day becomes night or night becomes day, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Firmament Sage")


def test_becomes_day_without_drawing_then_draws_at_night() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Firmament Sage")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Firmament Sage")
    d.resolve()
    assert d.state.day_night == "day"
    assert not d.state.stack and len(d.state.players[0].hand) == 0
    # The opponent casts no spells on their turn: it becomes night on turn 5 (CR 730.2a).
    d.pass_until("upkeep", turn=4)
    d.pass_until("upkeep", turn=5)
    assert d.state.day_night == "night"
    # The trigger resolved during the upkeep (passing resolves it): one card drawn.
    assert len(d.state.players[0].hand) == 1
    assert any(e.kind == "trigger" for e in d.game.log)

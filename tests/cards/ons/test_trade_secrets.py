"""Trade Secrets — {1}{U}{U} Sorcery.

Oracle: "Target opponent draws two cards, then you draw up to four cards. That opponent may
repeat this process as many times as they choose."
Rulings covered: ONS-FAQ-096, ONS-FAQ-097.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Trade Secrets")


@pytest.mark.ruling("ONS-FAQ-096", "ONS-FAQ-097")
def test_opponent_repeats_after_seeing_your_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Trade Secrets")
    s.library(0, *["Island"] * 10)
    s.library(1, *["Forest"] * 10)
    d = Driver(s.build())
    d.cast(0, "Trade Secrets", targets=[1])
    d.resolve()
    assert len(d.state.players[1].hand) == 2
    assert d.expect("choose_number").player == 0
    d.choose(1)
    assert len(d.state.players[0].hand) == 1
    assert d.expect("may").player == 1  # decides after seeing that you drew one
    d.choose(True)
    assert len(d.state.players[1].hand) == 4
    d.expect("choose_number")
    d.choose(4)
    assert len(d.state.players[0].hand) == 5
    d.choose(False)
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[1].hand) == 4

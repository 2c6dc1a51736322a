"""Oblation — {2}{W} Instant.

Oracle: "The owner of target nonland permanent shuffles it into their library, then draws
two cards."
Rulings covered: ONS-FAQ-179 (a token ceases to exist; its owner still shuffles and draws).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Oblation")


def test_owner_shuffles_it_in_and_draws_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Oblation")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Oblation", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.players[1].hand) == 2
    assert len(d.state.players[1].library) == 1
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert d.state.players[0].hand == []


@pytest.mark.ruling("ONS-FAQ-179")
def test_token_ceases_to_exist_and_owner_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Plains", "Plains", "Plains")
    s.hand(0, "Briarbridge Tracker", "Oblation")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Briarbridge Tracker")
    d.resolve()
    d.resolve()  # investigate
    clue = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.cast(0, "Oblation", targets=[clue])
    d.resolve()
    assert not any(d.state.objects[o].is_token for o in d.state.objects)
    assert [e.player for e in d.state.log if e.kind == "shuffle"] == [0]  # its owner shuffles
    hand = d.state.players[0].hand
    assert [d.game.card(c).name for c in hand] == ["Island", "Island"]
    assert len(d.state.players[0].library) == 1

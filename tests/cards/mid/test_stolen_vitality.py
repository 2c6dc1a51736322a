"""Stolen Vitality — {1}{R} Instant.

Oracle: "Target creature gets +3/+1 until end of turn. If it's your turn, that creature gains
trample until end of turn. Otherwise, it gains first strike until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stolen Vitality")


def test_trample_on_your_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 3)
    assert "Trample" in c.keywords and "First strike" not in c.keywords


def test_first_strike_on_another_players_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Stolen Vitality")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.cast(0, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert "First strike" in c.keywords and "Trample" not in c.keywords

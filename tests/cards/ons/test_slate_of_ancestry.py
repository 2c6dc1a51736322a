"""Slate of Ancestry — {4} Artifact.

Oracle: "{4}, {T}, Discard your hand: Draw a card for each creature you control."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Slate of Ancestry")


def test_discard_hand_then_draw_per_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker", "Wirewood Savage")
    s.battlefield(1, "Barkhide Mauler")
    s.hand(0, "Shock", "Island", "Swamp")
    s.library(0, "Plains", "Mountain", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    assert {d.game.card(c).name for c in d.state.players[0].graveyard} == {
        "Shock", "Island", "Swamp"}
    assert not d.state.players[0].hand
    d.resolve()
    assert {d.game.card(c).name for c in d.state.players[0].hand} == {"Plains", "Mountain"}


def test_can_be_activated_with_an_empty_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Slate of Ancestry", *["Forest"] * 4, "Glory Seeker")
    s.library(0, "Plains", "Mountain")
    d = Driver(s.build())
    d.activate(0, "Slate of Ancestry")
    d.resolve()
    assert len(d.state.players[0].hand) == 1

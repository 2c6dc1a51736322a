"""Firmament Sage — {3}{U} Creature — Human Wizard 2/3.

Oracle: "If it's neither day nor night, it becomes day as Firmament Sage enters the
battlefield. / Whenever day becomes night or night becomes day, draw a card."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    DayNightTriggerRulings,
    becomes_day_for_the_first_time,
    becomes_night_with,
    designation_changes,
)

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



@pytest.mark.ruling("MID-OR-0148")
def test_becoming_day_or_night_for_the_first_time_doesnt_trigger() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time("Firmament Sage")
    assert d.state.day_night == "day"
    assert not d.state.stack and not d.state.players[0].hand  # no draw
    d = becomes_night_with("Firmament Sage", None)
    assert not d.state.stack and not d.state.players[0].hand
    d = becomes_night_with("Firmament Sage", "day")  # the same spell by day: day becomes night
    assert d.state.stack
    d.resolve()
    assert d.ids("Swamp", zone="hand")


@pytest.mark.ruling("MID-OR-0149")
def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game."."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Firmament Sage", "Vivisection", "Consider", "Consider")
    s.library(0, *["Plains"] * 12)
    s.library(1, *["Plains"] * 12)
    d = Driver(s.build())
    assert d.state.day_night is None
    d.pass_until("precombat_main", turn=5)  # no spells on turns 3-4: still neither (730.2c)
    assert d.state.day_night is None
    d.cast(0, "Firmament Sage")
    d.resolve()
    assert d.state.day_night == "day"
    d.cast(0, "Vivisection", choices=[d.find("Firmament Sage")])
    d.resolve()
    assert d.zone_of("Firmament Sage") == "graveyard"
    d.pass_until("precombat_main", turn=7)  # without it, day still becomes night...
    assert d.state.day_night == "night"
    for _ in range(2):  # ...and two spells in a turn make it day again
        d.cast(0, d.ids("Consider", zone="hand")[0])
        d.resolve()
        d.choose(False)
    d.pass_until("precombat_main", turn=8)
    assert d.state.day_night == "day"
    assert designation_changes(d) == [(None, "day"), ("day", "night"), ("night", "day")]


class TestDayNightTriggerRulings(DayNightTriggerRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0148", "MID-OR-0149", "MID-OR-0150", "MID-OR-0151", "MID-OR-0152",
        "MID-OR-0153",
    )
    CARD = "Firmament Sage"


def test_entering_at_night_it_stays_night_and_nothing_is_drawn() -> None:
    """CR 730.1: "if it's neither day nor night": at night the Sage's first ability does
    nothing; night stays night, which isn't a change of day and night, so no card is
    drawn."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Firmament Sage")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Firmament Sage")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and not d.state.players[0].hand


def test_two_sages_each_draw_when_day_becomes_night() -> None:
    """CR 603.2: each Sage's ability triggers on the one change: two cards drawn."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Firmament Sage", "Firmament Sage")
    s.library(0, *["Swamp"] * 4)
    s.library(1, *["Swamp"] * 4)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.day_night == "night" and d.state.turn == 5
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert len(d.state.players[0].hand) == 2


def test_a_clone_of_it_makes_it_day_as_it_enters() -> None:
    """CR 707.2, 614.12: Clone entering as a copy of Firmament Sage has its "as enters"
    ability: with neither day nor night, it becomes day; that is no change of day and
    night, so neither Sage draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Firmament Sage", *["Island"] * 4)
    s.hand(0, "Clone")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Firmament Sage"))
    assert d.state.day_night == "day"
    assert not d.state.stack and not d.state.players[0].hand

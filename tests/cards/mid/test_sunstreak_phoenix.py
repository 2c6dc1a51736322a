"""Sunstreak Phoenix — {2}{R}{R} Creature — Phoenix 4/2.

Oracle: "Flying / If it's neither day nor night, it becomes day as Sunstreak Phoenix enters the
battlefield. / Whenever day becomes night or night becomes day, you may pay {1}{R}. If you do,
return Sunstreak Phoenix from your graveyard to the battlefield tapped."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    DayNightDesignationRuling,
    becomes_day_for_the_first_time,
    pass_until_a_decision,
)

pytestmark = pytest.mark.card("Sunstreak Phoenix")


from manastack.decisions.actions import PassPriority  # noqa: E402


def test_returns_from_the_graveyard_when_night_falls() -> None:
    s = Scenario(seed=1)
    s.graveyard(0, "Sunstreak Phoenix")
    s.battlefield(0, "Mountain", "Mountain")
    s.day_night("day")
    s.library(1, "Mountain")
    s.at("precombat_main", active=1, turn=3)
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "may":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "night"
    d.choose(True)
    d.pay()
    phoenix = d.find("Sunstreak Phoenix", zone="battlefield")
    assert d.state.objects[phoenix].tapped


def test_it_becomes_day_as_it_enters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Sunstreak Phoenix")
    d = Driver(s.build())
    d.cast(0, "Sunstreak Phoenix")
    d.resolve()
    assert d.state.day_night == "day"


@pytest.mark.ruling("MID-OR-0455")
def test_the_game_becoming_day_for_the_first_time_doesnt_trigger_it() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time("Mountain", "Mountain", graveyard=("Sunstreak Phoenix",))
    assert d.state.day_night == "day"
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Sunstreak Phoenix") == "graveyard"
    # Turn 4: player 1 casts nothing, so day becomes night at turn 5: now it triggers.
    assert pass_until_a_decision(d, 5) == "may"
    assert d.state.day_night == "night"


class TestDayNightRulings(DayNightDesignationRuling):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0454", "MID-OR-0456", "MID-OR-0457", "MID-OR-0458", "MID-OR-0459",
    )
    CARD = "Sunstreak Phoenix"


def test_declining_to_pay_leaves_it_in_the_graveyard() -> None:
    """CR 603.5, 118.8: "you may pay {1}{R}. If you do": choosing not to pay leaves the
    Phoenix in the graveyard and the Mountains untapped."""
    s = Scenario(seed=1)
    s.graveyard(0, "Sunstreak Phoenix")
    s.battlefield(0, "Mountain", "Mountain")
    s.day_night("day")
    s.library(1, "Mountain")
    s.at("precombat_main", active=1, turn=3)
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.pass_until("end")
    while d.decision.kind != "may":
        d.act(d.decision.player, PassPriority())
    d.choose(False)
    assert d.zone_of("Sunstreak Phoenix") == "graveyard"
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain", zone="battlefield"))


def test_on_the_battlefield_it_doesnt_trigger() -> None:
    """CR 113.6m: an ability that returns the card "from your graveyard" works only there;
    with the Phoenix on the battlefield, day becoming night asks nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sunstreak Phoenix", "Mountain", "Mountain")
    s.day_night("day")
    s.library(1, "Mountain")
    s.at("precombat_main", active=1, turn=3)
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert not d.state.stack
    assert d.zone_of("Sunstreak Phoenix") == "battlefield"


def test_returns_when_night_becomes_day() -> None:
    """CR 502.2, 730.2b, 730.1a: at night, the previous turn's active player cast two spells, so it becomes
    day as the next turn begins; "night becomes day" triggers the Phoenix as well."""
    s = Scenario(seed=1)
    s.graveyard(0, "Sunstreak Phoenix")
    s.battlefield(0, "Mountain", "Mountain")
    s.day_night("night")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(1, "Mountain")
    s.at("precombat_main", active=1, turn=3)
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("end")
    while d.decision.kind != "may":
        d.act(d.decision.player, PassPriority())
    assert d.state.day_night == "day"
    d.choose(True)
    d.pay()
    assert d.state.objects[d.find("Sunstreak Phoenix", zone="battlefield")].tapped


def test_entering_at_night_it_stays_night() -> None:
    """CR 730.1: "if it's neither day nor night": at night the Phoenix entering changes
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Sunstreak Phoenix")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Sunstreak Phoenix")
    d.resolve()
    assert d.zone_of("Sunstreak Phoenix") == "battlefield"
    assert d.state.day_night == "night"

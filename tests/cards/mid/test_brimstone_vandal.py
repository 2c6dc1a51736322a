"""Brimstone Vandal — {2}{R} Creature — Devil 2/3.

Oracle: "Menace / If it's neither day nor night, it becomes day as Brimstone Vandal enters
the battlefield. / Whenever day becomes night or night becomes day, Brimstone Vandal deals 1
damage to each opponent."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import DayNightHistory, DayNightTriggerRulings

pytestmark = pytest.mark.card("Brimstone Vandal")

CARD = "Brimstone Vandal"


def test_it_becomes_day_as_it_enters_without_dealing_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Brimstone Vandal")
    d = Driver(s.build())
    d.cast(0, "Brimstone Vandal")
    d.resolve()
    assert d.state.day_night == "day"
    assert not d.state.stack  # neither -> day is not "day becomes night" (CR 730.1)
    assert d.life(1) == 20
    assert "Menace" in d.chars(d.find("Brimstone Vandal")).keywords


def test_night_falling_deals_one_damage_to_each_opponent() -> None:
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Brimstone Vandal")
    s.day_night("day")
    s.library(1, "Mountain")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)  # no spells on turn 3: it becomes night
    assert d.state.day_night == "night"
    assert d.life(1) == 19 and d.life(2) == 19 and d.life(0) == 20


class TestDayNightTriggerRulings(DayNightTriggerRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0366", "MID-OR-0367", "MID-OR-0368", "MID-OR-0369", "MID-OR-0370",
        "MID-OR-0371",
    )
    CARD = CARD

    def check_trigger(self, d: Driver) -> None:
        d.resolve()
        assert d.life(1) == 19

    def check_history(self, h: DayNightHistory) -> None:
        assert h.driver.life(1) == 20 - 2 * 2 - 2  # two Shocks; day->night, night->day


def test_entering_at_night_it_stays_night() -> None:
    """CR 730.1: at night "if it's neither day nor night" is false: it stays night and the
    Vandal deals no damage."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.day_night == "night" and not d.state.stack and d.life(1) == 20


def test_menace_one_blocker_cant_block_it_two_can() -> None:
    """CR 702.111b: a block by one creature alone is illegal; two creatures block it."""
    from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    vandal = d.find(CARD)
    d.to_combat()
    d.attack([vandal])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), vandal))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), vandal))
    d.act(1, FinishDeclaration())
    assert len(d.state.combat.blockers) == 2


def test_the_trigger_deals_damage_though_the_vandal_is_gone() -> None:
    """CR 113.7a, 608.2h: night falls as player 1's turn begins and the Vandal's ability
    triggers; Shocked twice in response, the Vandal has left, but its ability still deals 1 damage
    to each opponent, the Vandal's last known information being its source."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(1, "Mountain")
    d = Driver(s.build())
    while not d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert d.state.day_night == "night" and d.state.active == 1
    for _ in range(2):
        d.cast(1, "Shock", targets=[d.find(CARD)])
        d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.life(1) == 19


def test_two_headed_giant_each_opponent_is_dealt_damage_and_the_team_loses_two() -> None:
    """CR 810.9: in Two-Headed Giant "each opponent" is both players of the other team, each
    dealt 1 damage; their shared life total goes from 30 to 28, and the Vandal's own team
    loses nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("day")
    s.battlefield(0, CARD)
    for p in range(4):
        s.library(p, "Mountain", "Mountain")
    d = Driver(s.build())
    while d.state.day_night != "night" or d.state.stack:
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]

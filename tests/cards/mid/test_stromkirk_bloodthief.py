"""Stromkirk Bloodthief — {2}{B} Creature — Vampire Rogue 2/2.

Oracle: "At the beginning of your end step, if an opponent lost life this turn, put a +1/+1
counter on target Vampire you control."
Rulings covered: MID-RN-242.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stromkirk Bloodthief")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Stromkirk Bloodthief", "Arrogant Outlaw")
    s.hand(0, "Shock")
    s.hand(1, "Krosan Tusker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-242", "MID-OR-0356")
def test_counter_at_end_step_after_an_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    while d.decision.kind != "target":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert d.state.step.name == "END"
    outlaw = d.find("Arrogant Outlaw")
    d.choose(outlaw)
    d.resolve()
    assert d.state.objects[outlaw].counters == {"+1/+1": 1}


def test_nothing_if_no_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    d.pass_until("end")
    assert not d.state.stack
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {}


@pytest.mark.ruling("MID-RN-242", "MID-OR-0356")
def test_counter_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Shock costs the opponent 2 life and Wellwisher gains them 3 in response: their life
    total went up this turn, yet they lost life, so the end step ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Stromkirk Bloodthief", "Arrogant Outlaw")
    s.hand(0, "Shock")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    while d.decision.kind != "target":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    assert d.state.step.name == "END"
    outlaw = d.find("Arrogant Outlaw")
    d.choose(outlaw)
    d.resolve()
    assert d.state.objects[outlaw].counters == {"+1/+1": 1}

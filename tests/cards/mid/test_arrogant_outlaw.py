"""Arrogant Outlaw — {2}{B} Creature — Vampire Noble 3/2.

Oracle: "When Arrogant Outlaw enters the battlefield, if an opponent lost life this turn, each
opponent loses 2 life and you gain 2 life."
Rulings covered: MID-RN-159.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Arrogant Outlaw")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Arrogant Outlaw", "Blood Pact")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-159", "MID-OR-0255")
def test_drains_after_an_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Blood Pact", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    d.resolve()
    assert d.life(1) == 16 and d.life(0) == 22


def test_nothing_if_no_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Blood Pact", targets=[0])  # only we lose life
    d.resolve()
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    assert not d.state.stack
    assert d.life(1) == 20 and d.life(0) == 18


@pytest.mark.ruling("MID-RN-159", "MID-OR-0255")
def test_drains_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Shock costs the opponent 2 life and Wellwisher gains them 3 in response: their life
    total went up this turn, yet they lost life, which is what the ability looks at."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Arrogant Outlaw", "Shock")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")
    d.resolve()
    d.resolve()
    assert d.life(1) == 21
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    d.resolve()
    assert d.life(1) == 19 and d.life(0) == 22


def test_in_multiplayer_one_opponent_s_loss_drains_each_opponent() -> None:
    """CR 102.2, 119.3: only the first opponent lost life, yet each opponent loses 2 life and
    its controller gains 2 life once (not per opponent)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Arrogant Outlaw", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    d.resolve()
    assert (d.life(0), d.life(1), d.life(2)) == (22, 16, 18)


def test_life_lost_in_an_earlier_turn_does_not_count() -> None:
    """CR 603.4: "this turn" — the opponent's loss on the previous turn of its controller
    doesn't satisfy the condition, so the ability doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Arrogant Outlaw", "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Arrogant Outlaw")
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 18)

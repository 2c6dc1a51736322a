"""Mounted Dreadknight — {4}{R} Creature — Vampire Knight 5/4.

Oracle: "Trample / Mounted Dreadknight enters the battlefield with a +1/+1 counter on it if an
opponent lost life this turn."
Rulings covered: MID-RN-194.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mounted Dreadknight")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-194", "MID-OR-0417")
def test_enters_with_a_counter_after_an_opponent_lost_life() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == {"+1/+1": 1}
    assert (d.chars(knight).power, d.chars(knight).toughness) == (6, 5)


def test_no_counter_otherwise() -> None:
    d = setup()
    d.cast(0, "Shock", targets=[0])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    assert d.state.objects[d.find("Mounted Dreadknight", "battlefield")].counters == {}


@pytest.mark.ruling("MID-RN-194", "MID-OR-0417")
def test_enters_with_a_counter_even_if_the_opponent_gained_more_life_than_they_lost() -> None:
    """Shock costs the opponent 2 life and Wellwisher gains them 3 in response: their life
    total went up this turn, yet they lost life, which is what the ability looks at."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
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
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == {"+1/+1": 1}


def test_life_lost_on_an_earlier_turn_doesn_t_count() -> None:
    """CR 614.1c, 119.3: the condition looks only at this turn; the opponent lost life on
    player 0's previous turn, not this one, so Mounted Dreadknight enters without a counter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    assert d.state.objects[d.find("Mounted Dreadknight", "battlefield")].counters == {}


def test_any_opponent_and_trample() -> None:
    """CR 102.2: with three players, the second opponent's loss is enough for the counter;
    then trample lets the 6/5 assign its excess 4 to the defending player past a 2/2 blocker
    (CR 702.19b)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.library(2, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == {"+1/+1": 1}
    d.pass_until("precombat_main", turn=6)
    d.to_combat()
    d.attack({knight: 1})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Glory Seeker"): knight})
    while d.decision.kind != "damage_assignment":
        d.pass_priority()
    d.choose((2, 4))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.zone_of("Glory Seeker") == "graveyard"


@pytest.mark.ruling("MID-OR-0417")
def test_life_lost_while_it_is_on_the_stack_counts() -> None:
    """CR 614.1c, 614.12: the replacement effect checks the condition as the Dreadknight enters
    the battlefield, not as it is cast; Shock, cast in response, makes the opponent lose life
    before the Dreadknight resolves, so it enters with the counter."""
    d = setup()
    d.cast(0, "Mounted Dreadknight")
    assert d.find("Mounted Dreadknight", "stack")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == {"+1/+1": 1}


@pytest.mark.parametrize(("shocked", "counters"), [(1, {}), (2, {"+1/+1": 1})])
def test_two_headed_giant_a_teammate_s_loss_doesn_t_count(
        shocked: int, counters: dict[str, int]) -> None:
    """CR 810.1, 102.3, 810.9a: in Two-Headed Giant the teammate (player 1) is no opponent:
    Shocking them leaves the Dreadknight without a counter; Shocking player 2 of the opposing
    team gives it one."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Mounted Dreadknight", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[shocked])
    d.resolve()
    assert d.life(shocked) == 28
    d.cast(0, "Mounted Dreadknight")
    d.resolve()
    knight = d.find("Mounted Dreadknight", "battlefield")
    assert d.state.objects[knight].counters == counters

"""Stromkirk Bloodthief — {2}{B} Creature — Vampire Rogue 2/2.

Oracle: "At the beginning of your end step, if an opponent lost life this turn, put a +1/+1
counter on target Vampire you control."
Rulings covered: MID-RN-242.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

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


def _to_end_step_target(d: Driver) -> None:
    while d.decision.kind != "target":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


def test_only_vampires_you_control_are_offered_and_a_non_vampire_is_refused() -> None:
    """"Target Vampire you control" (CR 115.1): the Bloodthief itself and Arrogant Outlaw may
    be chosen, not a non-Vampire nor an opponent's Vampire; a wrong choice is refused and the
    game is unchanged."""

    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Stromkirk Bloodthief", "Arrogant Outlaw", "Glory Seeker")
    s.battlefield(1, "Stromkirk Bloodthief")
    s.hand(0, "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    _to_end_step_target(d)
    mine = d.find("Stromkirk Bloodthief", player=0)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {mine, d.find("Arrogant Outlaw")} <= offered
    assert d.find("Glory Seeker") not in offered
    assert d.find("Stromkirk Bloodthief", player=1) not in offered
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before
    d.choose(mine)
    d.resolve()
    assert d.state.objects[mine].counters == {"+1/+1": 1}


def test_it_doesn_t_trigger_in_the_opponent_s_end_step() -> None:
    """"Your end step" (CR 513.1): the opponent's end step doesn't trigger it, though the
    opponent lost life that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Stromkirk Bloodthief", "Arrogant Outlaw")
    s.hand(0, "Shock")
    s.at("precombat_main", active=1, priority=0)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_until("end")
    assert d.state.step.name == "END" and d.state.active == 1
    assert not d.state.stack
    assert d.state.objects[d.find("Arrogant Outlaw")].counters == {}


def _two_headed_giant_end_step(shock_target: int) -> Driver:
    """Player 0 Shocks ``shock_target`` and passes to their team's end step."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Stromkirk Bloodthief", "Arrogant Outlaw")
    s.hand(0, "Shock")
    for p in range(4):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[shock_target])
    d.resolve()
    while d.state.step.name != "END" or d.decision.kind not in ("target", "priority"):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    return d


def test_two_headed_giant_only_a_player_of_the_other_team_is_an_opponent() -> None:
    """CR 603.4, 810.9, 102.3: life is lost by each player individually. Shocked, player 3 of
    the other team lost life: the ability triggers at the team's end step. Shocked instead,
    player 0's teammate player 1 lost life, but they are no opponent: no trigger."""
    d = _two_headed_giant_end_step(3)
    assert d.decision.kind == "target" and d.state.step.name == "END"
    d = _two_headed_giant_end_step(1)
    assert d.state.step.name == "END" and not d.state.stack
    assert d.decision.kind == "priority"


def test_made_to_read_elf_it_targets_an_elf_you_control() -> None:
    """CR 612.2, 115.1: Stromkirk Bloodthief made to read Elf puts its counter on "target Elf
    you control": an Elf is offered, a Vampire (itself now an Elf Rogue, Arrogant Outlaw) is
    not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Stromkirk Bloodthief", "Arrogant Outlaw",
                  "Wellwisher")
    s.hand(0, "Shock", "Artificial Evolution")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    thief = d.find("Stromkirk Bloodthief")
    evolve(d, thief, "Vampire", "Elf")
    assert d.chars(thief).subtypes == {"Elf", "Rogue"}
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    _to_end_step_target(d)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    wellwisher = d.find("Wellwisher")
    assert {thief, wellwisher} <= offered and d.find("Arrogant Outlaw") not in offered
    d.choose(wellwisher)
    d.resolve()
    assert d.state.objects[wellwisher].counters == {"+1/+1": 1}

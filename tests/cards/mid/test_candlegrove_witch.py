"""Candlegrove Witch — {1}{W} Creature — Human Warlock 2/2.

Oracle: "Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, Candlegrove Witch gains flying until end of turn."
Rulings covered: MID-RN-029, MID-RN-030 (coven), MID-OR-0043, MID-OR-0044, MID-OR-0045.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Candlegrove Witch")


def at_combat(*others: str, turn_player: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Candlegrove Witch", *others)
    s.at("precombat_main", active=turn_player)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    return d


@pytest.mark.ruling("MID-RN-029", "MID-OR-0043")
def test_gains_flying_with_coven() -> None:
    d = at_combat("Bounding Wolf", "Wall of Mulch")  # 2, 3, 0
    assert d.chars(d.find("Candlegrove Witch")).has("Flying")


@pytest.mark.ruling("MID-RN-030", "MID-OR-0044")
def test_no_flying_without_three_different_powers() -> None:
    d = at_combat("Glory Seeker", "Bounding Wolf")  # 2, 2, 3
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")


def test_only_on_your_turn() -> None:
    d = at_combat("Bounding Wolf", "Wall of Mulch", turn_player=1)
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")


def _trigger_waiting(*others: str) -> Driver:
    """The Witch's controller at the beginning of combat with its trigger on the stack, the
    opponent holding Swords to Plowshares and a Plains."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlegrove Witch", *others)
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    return d


@pytest.mark.ruling("MID-OR-0045")
def test_coven_lost_before_it_resolves_no_flying() -> None:
    """Official ruling MID-OR-0045, CR 603.4: the intervening "if" is checked again as the
    ability resolves. Bounding Wolf (3) is exiled in response: the Witch (2) and Wall of Mulch
    (0) are two powers, and the ability does nothing."""
    d = _trigger_waiting("Bounding Wolf", "Wall of Mulch")
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Bounding Wolf")])
    d.resolve()
    d.resolve()
    assert d.state.stack == []
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")


@pytest.mark.ruling("MID-OR-0045")
def test_coven_by_another_set_of_creatures_as_it_resolves() -> None:
    """Official ruling MID-OR-0045: the creatures need not be the same set. With the Wolf (3)
    exiled in response, the Witch (2), Wall of Mulch (0) and Festering Goblin (1) still have
    three different powers: the Witch gains flying."""
    d = _trigger_waiting("Bounding Wolf", "Wall of Mulch", "Festering Goblin")
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Bounding Wolf")])
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Candlegrove Witch")).has("Flying")


def test_no_trigger_without_coven_as_combat_begins() -> None:
    """CR 603.4: without three different powers as the beginning of combat step starts, the
    ability doesn't trigger at all: nothing goes on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlegrove Witch", "Glory Seeker", "Bounding Wolf")
    d = Driver(s.build())
    while d.state.step.name != "BEGINNING_OF_COMBAT":
        d.pass_priority()
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert not d.chars(d.find("Candlegrove Witch")).has("Flying")


def test_flying_lasts_until_end_of_turn() -> None:
    """"Until end of turn" (CR 514.2): the flying is gone in the next turn's upkeep; a blocker
    without flying or reach can't block the flying Witch this turn (CR 702.9b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Candlegrove Witch", "Bounding Wolf", "Wall of Mulch")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.to_combat()
    witch = d.find("Candlegrove Witch")
    assert d.chars(witch).has("Flying")
    d.attack([witch])
    while d.state.step.name != "COMBAT_DAMAGE":
        if d.decision.kind == "declare_blockers":
            assert DeclareBlocker(d.find("Glory Seeker"), witch) not in d.game.legal_actions()
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 18
    d.pass_until("upkeep", turn=4)
    assert not d.chars(witch).has("Flying")


def test_two_headed_giant_the_team_turn_is_each_teammates_turn() -> None:
    """CR 805.4, 810.2: in Two-Headed Giant the active team's turn is each of its players'
    turn: player 1's Witch (with coven) gains flying at the beginning of the team's combat,
    while player 3's, on the nonactive team, doesn't."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Candlegrove Witch", "Bounding Wolf", "Wall of Mulch")
    s.battlefield(3, "Candlegrove Witch", "Bounding Wolf", "Wall of Mulch")
    for p in range(4):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    while d.state.step.name != "BEGINNING_OF_COMBAT" or d.state.stack:
        d.pass_priority()
    ours, theirs = (d.find("Candlegrove Witch", player=p) for p in (1, 3))
    assert d.chars(ours).has("Flying")
    assert not d.chars(theirs).has("Flying")

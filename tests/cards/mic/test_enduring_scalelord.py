"""Enduring Scalelord — {4}{G}{W} Creature — Dragon 4/4.

Oracle: "Flying
Whenever one or more +1/+1 counters are put on another creature you control, you may put a
+1/+1 counter on Enduring Scalelord."
Rulings covered: MIC-OR-0242, MIC-OR-0243, MIC-OR-0244.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Enduring Scalelord")

CARD = "Enduring Scalelord"


def _counters(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].counters.get("+1/+1", 0))


def _answer(d: Driver, yes: bool) -> None:
    """Resolve the top trigger, answering its "you may"."""
    d.resolve()
    d.expect("may")
    d.choose(yes)


@pytest.mark.ruling("MIC-OR-0242")
def test_a_creature_entering_with_counters_triggers_it() -> None:
    """Kurbis, cast for {G}{G}, enters with two +1/+1 counters: the Scalelord triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.hand(0, "Kurbis, Harvest Celebrant")
    d = Driver(s.build())
    d.cast(0, "Kurbis, Harvest Celebrant", x=0)
    d.resolve()
    assert len(d.state.stack) == 1
    _answer(d, True)
    assert _counters(d, d.find(CARD)) == 1


@pytest.mark.ruling("MIC-OR-0242")
def test_tokens_entering_with_counters_trigger_it() -> None:
    """CR 122.6, 111.1: Join the Dance's two Human tokens enter with a +1/+1 counter each
    (Dearly Departed in the graveyard): the Scalelord triggers once for each; without Dearly
    Departed they enter with none and it doesn't trigger."""
    s = Scenario(seed=1)
    s.graveyard(0, "Dearly Departed")
    s.battlefield(0, CARD, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    d.expect("order_triggers")
    d.act(0, d.game.legal_actions()[0])
    assert len(d.state.stack) == 2
    _answer(d, True)
    _answer(d, True)
    assert _counters(d, d.find(CARD)) == 2
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    assert d.decision.kind == "priority" and d.state.stack == []


@pytest.mark.ruling("MIC-OR-0243")
def test_counters_on_several_creatures_at_once_trigger_once_for_each() -> None:
    """Biogenic Upgrade puts counters on Glory Seeker and Elvish Warrior at once, then doubles
    them at once: two triggers each time, four in all; the Scalelord's own counters don't
    trigger it. CR 700.1: the text of the triggered ability defines the event it looks for:
    one resolution putting counters on two creatures is an event for each creature, however
    many counters each gets."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior", *["Forest"] * 6)
    s.hand(0, "Biogenic Upgrade")
    d = Driver(s.build())
    d.cast(0, "Biogenic Upgrade", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           choices=[(2, 1)])
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 4
    for _ in range(4):
        _answer(d, True)
    assert _counters(d, d.find(CARD)) == 4
    assert not d.state.stack


@pytest.mark.ruling("MIC-OR-0244")
def test_two_scalelords_loop_until_one_declines() -> None:
    """Visions of Dominance puts counters on Scalelord A twice (one, then the doubling):
    Scalelord B triggers twice. B's first trigger: yes, B gets a counter, which triggers A;
    A: no. B's second: no. The loop stops where a player declines."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, CARD, "Forest", "Forest", "Forest")
    s.hand(0, "Visions of Dominance")
    d = Driver(s.build())
    a, b = d.ids(CARD)
    d.cast(0, "Visions of Dominance", targets=[a])
    d.resolve()
    d.take_first("order_triggers")
    assert _counters(d, a) == 2 and len(d.state.stack) == 2
    _answer(d, True)
    assert _counters(d, b) == 1 and len(d.state.stack) == 2
    _answer(d, False)
    _answer(d, False)
    assert not d.state.stack and (_counters(d, a), _counters(d, b)) == (2, 1)


def test_counters_on_an_opponents_creature_or_other_counters_dont_trigger_it() -> None:
    """"Another creature you control": Biogenic Upgrade's +1/+1 counters on the opponent's
    Elvish Warrior don't trigger it; nor do -1/-1 counters put on the controller's own creature
    (the counter kind is +1/+1, CR 122.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *["Forest"] * 6)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Biogenic Upgrade")
    d = Driver(s.build())
    w = d.find("Elvish Warrior")
    d.cast(0, "Biogenic Upgrade", targets=[w], choices=[(3,)])
    d.resolve()
    assert d.state.objects[w].counters.get("+1/+1") == 6
    assert not d.state.stack and _counters(d, d.find(CARD)) == 0


def test_a_counter_annihilated_with_a_minus_one_counter_still_triggers_it() -> None:
    """CR 122.3, 704.5q: the +1/+1 counter Timberland Guide puts on Glory Seeker was put on
    it, so the Scalelord triggers, though the state-based action then removes it with the
    -1/-1 counter already there."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest")
    s.battlefield(0, "Glory Seeker", counters={"-1/-1": 1})
    s.hand(0, "Timberland Guide")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Timberland Guide")
    d.resolve()
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1", 0) == 0
    assert d.state.objects[seeker].counters.get("-1/-1", 0) == 0
    assert len(d.state.stack) == 1
    _answer(d, True)
    assert _counters(d, d.find(CARD)) == 1


def test_a_scalelord_gone_before_its_ability_resolves_gets_no_counter() -> None:
    """CR 400.7: the Scalelord that left the battlefield in response is a new object in the
    graveyard; its ability resolves without putting a counter anywhere."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest", "Forest", "Forest", "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(0, "Visions of Dominance")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    scalelord = d.find(CARD)
    d.cast(0, "Visions of Dominance", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.take_first("order_triggers")
    n = len(d.state.stack)
    assert n == 2
    d.pass_priority()
    d.cast(1, "Infernal Grasp", targets=[scalelord])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    while d.state.stack:
        d.resolve()
        if d.decision.kind == "may":
            d.choose(True)
    assert d.state.objects[d.find(CARD)].counters.get("+1/+1", 0) == 0

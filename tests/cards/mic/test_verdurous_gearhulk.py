"""Verdurous Gearhulk — {3}{G}{G} Artifact Creature — Construct 4/4.

Oracle: "Trample / When Verdurous Gearhulk enters the battlefield, distribute four +1/+1
counters among any number of target creatures you control."
Rulings covered: MIC-OR-0236 (divided as the ability is put on the stack, at least one each),
MIC-OR-0237 (an illegal target's share is lost), MIC-OR-0238 (it may target itself).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Verdurous Gearhulk"
pytestmark = pytest.mark.card(CARD)


def _game(hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(0, CARD)
    s.hand(1, *hand)
    return Driver(s.build())


def _counters(d: Driver, name: str) -> int:
    return int(d.state.objects[d.find(name, "battlefield")].counters.get("+1/+1", 0))


def _trigger(d: Driver, targets: list[int], division: tuple[int, ...] | None) -> int:
    """Cast the Gearhulk, resolve it, choose the trigger's targets and division."""
    d.cast(0, CARD)
    d.resolve()
    for t in targets:
        d.choose(t)
    if len(targets) < 4:
        d.choose(None)
    if division is not None:
        d.expect("divide")
        d.choose(division)
    return d.state.stack[-1]


def test_has_trample() -> None:
    d = _game()
    d.cast(0, CARD)
    d.resolve()
    assert "Trample" in d.chars(d.find(CARD, "battlefield")).keywords


@pytest.mark.ruling("MIC-OR-0236")
def test_division_chosen_as_it_is_put_on_the_stack_at_least_one_each() -> None:
    """Official ruling: "You choose how the counters will be distributed as you put Verdurous
    Gearhulk's triggered ability onto the stack. Each target creature must be assigned at least
    one counter." (CR 603.3d, 601.2d)"""
    d = _game()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    sid = _trigger(d, [seeker, warrior], None)
    opts = {a.value for a in d.expect("divide").actions}
    assert opts == {(3, 1), (2, 2), (1, 3)}  # never 4-0
    d.choose((3, 1))
    assert d.state.objects[sid].stack["division"] == (3, 1)
    d.resolve()
    assert (_counters(d, "Glory Seeker"), _counters(d, "Elvish Warrior")) == (3, 1)


@pytest.mark.ruling("MIC-OR-0237")
def test_an_illegal_targets_share_is_lost() -> None:
    """Official ruling: if one target becomes illegal in response, "the +1/+1 counters that
    would have been put on that creature are lost. They can't be put on another legal
    target.": 3 to Glory Seeker, 1 to Elvish Warrior; the Seeker is Shocked away."""
    d = _game(hand=("Shock",))
    _trigger(d, [d.find("Glory Seeker"), d.find("Elvish Warrior")], (3, 1))
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert _counters(d, "Elvish Warrior") == 1
    assert _counters(d, CARD) == 0


@pytest.mark.ruling("MIC-OR-0238")
def test_it_can_target_itself() -> None:
    """Official ruling: "Verdurous Gearhulk can be the target of its own triggered ability.":
    all four counters on itself, an 8/8."""
    d = _game()
    d.cast(0, CARD)
    d.resolve()
    hulk = d.find(CARD, "battlefield")
    d.choose(hulk)
    d.choose(None)
    d.resolve()
    assert _counters(d, CARD) == 4
    c = d.chars(hulk)
    assert (c.power, c.toughness) == (8, 8)


def test_at_most_four_targets_all_yours_one_counter_each() -> None:
    """CR 601.2c-d, 115.1: "among any number of target creatures you control" with four
    counters: only creatures its controller controls are offered (not the opponent's Glory
    Seeker), at most four may be chosen (each needs at least one counter), and four targets
    get one counter each with no division to ask."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Glory Seeker", "Elvish Warrior", "Wellwisher",
                  "Bounding Wolf")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    theirs = d.find("Glory Seeker", player=1)
    mine = [d.find(n, player=0) for n in ("Glory Seeker", "Elvish Warrior", "Wellwisher",
                                          "Bounding Wolf")]
    offered = {a.value for a in d.decision.actions} - {None}
    assert theirs not in offered and set(mine) | {d.find(CARD, "battlefield")} == offered
    for t in mine:
        d.choose(t)
    assert d.decision.kind == "priority"
    d.resolve()
    assert [d.state.objects[t].counters.get("+1/+1") for t in mine] == [1, 1, 1, 1]
    assert not d.state.objects[theirs].counters


def test_the_gearhulk_gone_in_response_its_other_target_gets_its_share() -> None:
    """CR 113.7a, 608.2b: 2 counters on the Gearhulk, 2 on Glory Seeker; Beast Within destroys
    the Gearhulk in response: its share is lost, the Seeker still gets 2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.hand(1, "Beast Within")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    hulk = d.find(CARD, "battlefield")
    d.choose(hulk)
    d.choose(d.find("Glory Seeker"))
    d.expect("divide")
    d.choose((2, 2))
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[hulk])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _counters(d, "Glory Seeker") == 2


def test_any_number_includes_zero_targets() -> None:
    """CR 115.6: "any number of target creatures" may be zero: choosing none at once puts the
    ability on the stack with no target and no division to make; it resolves putting no
    counter anywhere (it isn't "targeted", so it isn't removed for lack of a legal target,
    CR 608.2b)."""
    d = _game()
    d.cast(0, CARD)
    d.resolve()
    d.expect("target")
    d.choose(None)
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert (_counters(d, CARD), _counters(d, "Glory Seeker"), _counters(d, "Elvish Warrior")) \
        == (0, 0, 0)

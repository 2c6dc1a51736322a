"""Turn-based actions (CR 703): done automatically as a step begins or ends, before anyone
gets priority, controlled by no player and never using the stack (CR 703.1-703.3).

CR 703.4d  the active player draws as the draw step begins: when the first player gets
           priority there, the card is already in hand and nothing is on the stack.
CR 703.4n  the cleanup discard down to the maximum hand size is made before anything else,
           by the active player, with no stack object and no priority in between.
CR 703.4q  unspent mana empties from each player's pool as each step ends.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _two() -> Scenario:
    s = Scenario(seed=2)
    s.library(0, "Island", "Swamp", "Plains")
    s.library(1, "Forest", "Forest", "Forest")
    return s


def test_703_4d_the_draw_is_done_before_anyone_has_priority_in_the_draw_step() -> None:
    s = _two()
    s.at("upkeep", active=0)
    d = Driver(s.build())
    assert d.state.players[0].hand == []
    d.pass_priority()
    d.pass_priority()  # both pass in the upkeep: the draw step begins
    assert d.state.step is Step.DRAW
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]
    assert d.state.stack == []


def test_703_4n_the_cleanup_discard_comes_first_with_nothing_on_the_stack() -> None:
    s = _two()
    s.hand(0, *["Plains"] * 9)
    s.at("end", active=0)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # the end step ends: cleanup begins with the discard
    assert d.state.step is Step.CLEANUP
    assert d.decision.kind == "discard" and d.decision.player == 0
    assert d.state.stack == []
    d.take_first("discard")
    assert len(d.state.players[0].hand) == 7
    assert len(d.state.players[0].graveyard) == 2
    # no one gets priority in that cleanup step (CR 514.3): the next is player 1's upkeep
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert d.state.step is Step.UPKEEP and d.state.turn == 4


def test_703_4q_mana_left_in_a_pool_empties_as_the_step_ends() -> None:
    s = _two()
    s.battlefield(0, "Swamp")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.mana(0, "Swamp")
    assert sum(d.state.players[0].mana_pool.values()) == 1
    d.pass_priority()
    d.pass_priority()
    assert d.state.step is Step.DRAW
    assert sum(d.state.players[0].mana_pool.values()) == 0

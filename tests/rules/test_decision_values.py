"""The pending decision is data: who decides what, with which listed answers (CR 117.1: the
player with priority; CR 601.2c targets, 508.1 attackers...), immutable once made."""

from __future__ import annotations

import dataclasses

import pytest

from manastack.decisions.actions import Choose, PassPriority
from manastack.decisions.decision import Decision
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_decision_made_with_kind_and_player_only_lists_nothing_else() -> None:
    """A priority decision (CR 117.1) needs no listed answers: they come from the state."""
    d = Decision("priority", 1)
    assert (d.kind, d.player, d.prompt, d.actions, d.frame, d.var, d.data) == \
        ("priority", 1, "", (), 0, "", ())
    assert d.info() == {}
    assert d == Decision("priority", 1, "", (), 0, "", ())
    assert repr(d) == "Decision(priority, p1, '', 0 opts)"


def test_a_decision_names_its_kind_player_prompt_and_number_of_answers() -> None:
    d = Decision("target", 0, "Choose a target", (Choose(1), Choose(2)), 3, "t",
                 (("source", 7),))
    assert repr(d) == "Decision(target, p0, 'Choose a target', 2 opts)"
    assert d.info() == {"source": 7}


def test_a_decision_cant_be_changed_once_made() -> None:
    d = Decision("priority", 0, "You have priority")
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.player = 1  # type: ignore[misc]
    assert hash(d) == hash(Decision("priority", 0, "You have priority"))
    assert repr(d) == "Decision(priority, p0, 'You have priority', 0 opts)"


def test_the_priority_decision_of_a_game_lists_no_answers_of_its_own() -> None:
    """CR 117.1: the active player receives priority in the main phase; the legal actions of a
    priority decision are computed from the state, not listed in it, and it carries no data."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Forest")
    d = Driver(s.build())
    dec = d.decision
    assert (dec.kind, dec.player, dec.prompt) == ("priority", 0, "You have priority")
    assert dec.actions == () and dec.data == () and dec.info() == {}
    assert (dec.frame, dec.var) == (0, "")
    assert PassPriority() in d.game.legal_actions()

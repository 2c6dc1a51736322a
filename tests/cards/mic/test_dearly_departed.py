"""Dearly Departed — {4}{W}{W} Creature — Spirit 5/5.

Oracle: "Flying
As long as Dearly Departed is in your graveyard, each Human creature you control enters the
battlefield with an additional +1/+1 counter on it."
Rulings covered: MIC-OR-0114, MIC-OR-0115.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Dearly Departed")

CARD = "Dearly Departed"


def _enter(d: Driver, player: int, name: str) -> int:
    """Cast ``name`` and let it resolve, answering the order of replacement effects."""
    d.cast(player, name)
    while d.state.stack:
        if d.decision.kind == "priority":
            d.act(d.decision.player, PassPriority())
        else:
            d.choose(d.game.legal_actions()[0].value)
    return d.ids(name, "battlefield", player)[-1]


def _plus(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].counters.get("+1/+1", 0))


def test_only_from_your_graveyard_and_only_for_your_humans() -> None:
    """In its owner's graveyard: their Glory Seeker (a Human) enters with a counter, their
    Elvish Warrior (an Elf) doesn't, nor does the opponent's Human. On the battlefield it does
    nothing."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Plains"] * 2, *["Forest"] * 2)
    s.hand(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 1
    assert _plus(d, _enter(d, 0, "Elvish Warrior")) == 0
    d.pass_until("precombat_main", turn=4)
    theirs = _enter(d, 1, "Glory Seeker")
    assert d.state.objects[theirs].controller == 1 and _plus(d, theirs) == 0

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 0


@pytest.mark.ruling("MIC-OR-0114")
def test_cumulative_one_counter_for_each_in_your_graveyard() -> None:
    """Two in the graveyard: Glory Seeker enters with two +1/+1 counters (a 4/4)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD, CARD)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = _enter(d, 0, "Glory Seeker")
    assert _plus(d, seeker) == 2
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


@pytest.mark.ruling("MIC-OR-0115")
def test_whether_it_is_a_human_is_seen_as_it_would_be_on_the_battlefield() -> None:
    """Curse of Conformity on its owner makes their nonlegendary creatures lose all creature
    types: Glory Seeker, a Human in hand, enters as no Human and gets no counter; with no such
    effect Avian Changeling (every creature type, a Human among them) gets one."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = _enter(d, 0, "Glory Seeker")
    assert not d.chars(seeker).subtypes
    assert _plus(d, seeker) == 0

    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Avian Changeling")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Avian Changeling")) == 1


def test_human_tokens_created_get_the_counter_too() -> None:
    """Join the Dance creates two 1/1 white Human tokens: each enters with a +1/+1 counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(tokens) == 2 and all(_plus(d, t) == 1 for t in tokens)
    assert all((d.chars(t).power, d.chars(t).toughness) == (2, 2) for t in tokens)

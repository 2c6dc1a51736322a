"""Krosan Tusker — {5}{G}{G} Creature — Boar Beast 6/5.

Oracle: "Cycling {2}{G} / When you cycle Krosan Tusker, you may search your library for a basic
land card, reveal that card, put it into your hand, then shuffle."
Rulings covered: ONS-FAQ-106.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import (
    check_cycling_is_an_activated_ability,
    check_trigger_stifled_cycling_still_draws,
)

pytestmark = pytest.mark.card("Krosan Tusker")

def test_cycling_finds_a_basic_land_before_drawing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.activate(0, d.find("Krosan Tusker", zone="hand"))
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    island = d.find("Island", zone="library")
    assert {a.value for a in dec.actions} == {island, None}
    d.choose(island)
    assert d.ids("Island", zone="hand")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-FAQ-106", "ONS-OR-0182")
def test_the_cycling_trigger_goes_on_the_stack_above_the_draw() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.activate(0, d.find("Krosan Tusker", zone="hand"))
    assert len(d.state.stack) == 2
    kinds = [d.state.objects[o].stack.get("kind") for o in d.state.stack]
    assert kinds[-1] == "triggered"  # on top: the "when you cycle" ability
    d.resolve()
    d.choose(True)
    d.choose(d.find("Island", zone="library"))
    assert d.ids("Island", zone="hand") and not d.ids("Glory Seeker", zone="hand")
    assert len(d.state.stack) == 1  # the cycling draw has not happened yet
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


def test_the_cycling_trigger_is_the_card_s_in_the_graveyard() -> None:
    """CR 702.29c, 603.6a: "when you cycle" triggers as the card goes to the graveyard, where
    the ability functions from: its source is the Tusker card in the graveyard, and every
    player sees the ability put on the stack as that card's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker", "Krosan Tusker")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    cycled, kept = d.ids("Krosan Tusker", zone="hand")
    d.activate(0, cycled)
    tusker = d.find("Krosan Tusker", zone="graveyard")
    trigger = d.state.stack[-1]
    assert d.state.objects[trigger].source == tusker and d.ids("Krosan Tusker", "hand") == [kept]
    for p in (0, 1):
        put = [e for e in d.game.view(p)["log"] if e["kind"] == "trigger"][-1]
        assert (put["object"], put["source"], put["source_object"]) == \
            (trigger, "Krosan Tusker", tusker)


@pytest.mark.ruling("ONS-OR-0181")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Krosan Tusker", ["Forest", "Forest", "Forest"])


@pytest.mark.ruling("ONS-OR-0183")
def test_cycling_still_draws_when_the_trigger_is_countered() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    check_trigger_stifled_cycling_still_draws("Krosan Tusker", ["Forest", "Forest", "Forest"])

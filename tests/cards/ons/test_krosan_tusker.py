"""Krosan Tusker — {5}{G}{G} Creature — Boar Beast 6/5.

Oracle: "Cycling {2}{G} / When you cycle Krosan Tusker, you may search your library for a basic
land card, reveal that card, put it into your hand, then shuffle."
Rulings covered: ONS-FAQ-106.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
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


def _cycled(*library: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, *library)
    d = Driver(s.build())
    d.activate(0, d.find("Krosan Tusker", zone="hand"))
    d.resolve()
    d.expect("may")
    return d


def test_a_nonbasic_land_isnt_found() -> None:
    """CR 205.4a: only a land with the basic supertype is a basic land card: Sungrass
    Prairie is not offered, and choosing it is refused with the game unchanged."""
    d = _cycled("Glory Seeker", "Sungrass Prairie", "Forest")
    d.choose(True)
    dec = d.expect("search")
    prairie, forest = d.find("Sungrass Prairie", "library"), d.find("Forest", "library")
    assert {a.value for a in dec.actions} == {forest, None}
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="basic land card"):
        d.choose(prairie)
    assert d.game.to_json() == before
    d.choose(forest)
    assert len(d.ids("Forest", zone="hand")) == 1
    assert d.ids("Sungrass Prairie", zone="library")


def test_declined_there_is_no_search_and_no_shuffle() -> None:
    """The whole "search ..., reveal ..., put ..., then shuffle" is what "may" offers
    (CR 608.2d): declined, nothing is searched or shuffled, and the cycling draw still
    happens."""
    d = _cycled("Glory Seeker", "Island")
    d.choose(False)
    assert not any(e.kind in ("search", "shuffle") for e in d.game.log)
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Island", zone="library")


def test_the_search_is_hidden_and_the_land_found_revealed() -> None:
    """CR 701.23a, 701.20a: the opponent sees nothing of the library while it is searched,
    then knows the basic land revealed and put into the hand."""
    d = _cycled("Glory Seeker", "Island")
    d.choose(True)
    d.expect("search")
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    d.choose(d.find("Island", zone="library"))
    assert [c["name"] for c in d.game.view(1)["players"][0]["hand_known"]] == ["Island"]


def test_cast_as_a_creature_nothing_is_searched() -> None:
    """Only cycling triggers it (CR 702.29c): cast for {5}{G}{G} it is a 6/5 and nothing
    triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 7)
    s.hand(0, "Krosan Tusker")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Krosan Tusker")
    d.resolve()
    t = d.find("Krosan Tusker", "battlefield")
    assert (d.chars(t).power, d.chars(t).toughness) == (6, 5)
    assert not d.state.stack and d.decision.kind == "priority"


def test_cycling_needs_green_mana() -> None:
    """CR 702.29a, 602.2b: the cycling cost is {2}{G}; three Islands can't pay it, so it isn't
    offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker", "hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == tusker]


def test_cycled_with_an_empty_library_its_controller_loses() -> None:
    """CR 701.23b, 704.5b: the search of an empty library finds nothing; the cycling draw
    from it then makes its controller lose, and with one opponent the game is over
    (CR 104.2a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    d = Driver(s.build())
    d.activate(0, d.find("Krosan Tusker", zone="hand"))
    d.resolve()
    d.choose(True)
    dec = d.expect("search")
    assert {a.value for a in dec.actions} == {None}
    d.choose(None)
    d.resolve()
    assert d.state.players[0].lost and d.game.decision is None


def test_on_the_battlefield_it_cant_be_cycled() -> None:
    """CR 702.29a: cycling works only while the card is in its owner's hand: the Tusker on
    the battlefield has nothing to activate, with mana for it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == tusker]

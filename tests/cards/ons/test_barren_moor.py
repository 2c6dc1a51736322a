"""Barren Moor — Land.

Oracle: "Barren Moor enters the battlefield tapped. / {T}: Add {B}. / Cycling {B} ({B},
Discard this card: Draw a card.)"
Rulings covered: ONS-OR-0191 and the general cycling rulings ONS-FAQ-035, ONS-FAQ-037.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Barren Moor")


def test_enters_tapped_then_taps_for_its_colour() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Barren Moor")
    s.library(0, "Glory Seeker", "Glory Seeker")
    s.library(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.play_land(0, "Barren Moor")
    land = d.find("Barren Moor", zone="battlefield")
    assert d.state.objects[land].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]
    d.pass_until("upkeep", turn=5)
    d.mana(0, land)
    assert d.state.players[0].mana_pool.get("B") == 1


def test_cycling_draws_a_card() -> None:
    """CR 702.29a: cycling is an activated ability from the hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, d.find("Barren Moor", zone="hand"))
    assert d.ids("Barren Moor", zone="graveyard")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0191")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Barren Moor", ["Swamp"])


@pytest.mark.ruling("ONS-FAQ-035")
def test_cycling_works_only_from_the_hand() -> None:
    """CR 702.29a: on the battlefield or in the graveyard the Moor can't be cycled, even with
    {B} available: only the battlefield Moor's mana ability is offered for it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Barren Moor")
    s.graveyard(0, "Barren Moor")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    for moor in d.ids("Barren Moor"):
        assert not [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == moor]


@pytest.mark.ruling("ONS-FAQ-037")
def test_an_opponent_can_t_cycle_your_moor() -> None:
    """CR 702.29a, 602.2: only the card's owner, whose hand it is in, may cycle it: player 1
    with a Swamp of their own is offered nothing for player 0's Moor."""
    s = Scenario(seed=1)
    s.hand(0, "Barren Moor")
    s.battlefield(1, "Swamp")
    s.library(1, "Glory Seeker")
    d = Driver(s.build())
    d.pass_priority()
    assert d.decision.player == 1
    moor = d.find("Barren Moor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == moor]


def test_cycling_needs_black_mana() -> None:
    """CR 118.3, 602.2b: with only a Plains, {B} can't be paid, so cycling isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Barren Moor")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    moor = d.find("Barren Moor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == moor]


def test_the_card_drawn_stays_hidden_and_the_discarded_moor_is_public() -> None:
    """CR 401.2, 402.3, 404.2: the opponent sees the Moor go to the graveyard but not the card
    drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Wellwisher")
    d = Driver(s.build())
    d.activate(0, d.find("Barren Moor", zone="hand"))
    d.resolve()
    assert d.ids("Wellwisher", zone="hand")
    seen = json.dumps(d.game.view(1))
    assert "Wellwisher" not in seen and "Barren Moor" in seen


def test_cycling_with_an_empty_library_loses_the_game() -> None:
    """CR 121.4, 704.5b: drawing from an empty library draws nothing; the player who
    attempted it loses when state-based actions are next checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor")
    d = Driver(s.build())
    d.activate(0, d.find("Barren Moor", zone="hand"))
    d.resolve()
    assert d.state.players[0].lost

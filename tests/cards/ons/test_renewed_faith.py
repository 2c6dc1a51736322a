"""Renewed Faith — {2}{W} Instant.

Oracle: "You gain 6 life. / Cycling {1}{W} / When you cycle Renewed Faith, you may gain 2
life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

from .cycling_checks import (
    MARKER,
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
    cycle,
    cycling_ability_on_stack,
    stack_kinds,
)

pytestmark = pytest.mark.card("Renewed Faith")

def test_gain_six() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "Renewed Faith")
    d.resolve()
    assert d.life(0) == 26


def test_cycling_may_gain_two_then_draws() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.choose(True)
    assert d.life(0) == 22
    d.resolve()
    assert d.ids("Plains", zone="hand")


def test_cycling_trigger_may_be_declined() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Renewed Faith", zone="hand"))
    d.resolve()
    d.choose(False)
    assert d.life(0) == 20


@pytest.mark.ruling("ONS-OR-0023")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Renewed Faith", ["Plains", "Plains"])


@pytest.mark.ruling("ONS-OR-0022")
def test_trigger_countered_by_stifle_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card."."""
    check_trigger_stifled_cycling_still_draws("Renewed Faith", ["Plains", "Plains"])


@pytest.mark.ruling("ONS-OR-0024")
def test_the_trigger_resolves_before_the_draw() -> None:
    """Official ruling: "Some cards with cycling have an ability that triggers when you cycle
    them. These triggered abilities resolve before you draw from the cycling ability."

    The trigger goes on the stack above the cycling ability (CR 603.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, MARKER)
    d = Driver(s.build())
    cycle(d, "Renewed Faith")
    assert stack_kinds(d) == ["activated", "triggered"]
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 22 and d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


@pytest.mark.ruling("ONS-OR-0026")
def test_cycling_ability_countered_the_trigger_still_resolves() -> None:
    """Official ruling: "You can cycle a card even if it has a triggered ability from cycling
    that won't have a legal target. This is because the cycling ability and the triggered
    ability are separate. This also means that if either ability doesn't resolve (due to being
    countered with Disallow, for example, or if the triggered ability's targets have become
    illegal), the other ability will still resolve."

    Renewed Faith's trigger has no target; here Stifle counters the cycling ability, and the
    trigger still gains the life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, MARKER)
    s.battlefield(1, "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    cycle(d, "Renewed Faith")
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[cycling_ability_on_stack(d)])
    d.resolve()
    assert stack_kinds(d) == ["triggered"]
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.life(0) == 22
    assert not d.state.stack and d.zone_of(MARKER) == "library"


@pytest.mark.ruling("ONS-OR-0021")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Renewed Faith", ["Plains", "Plains"])


@pytest.mark.ruling("ONS-OR-0025")
def test_neither_the_cycling_ability_nor_its_trigger_is_a_spell() -> None:
    """Official ruling: "Triggered abilities from cycling a card and the cycling ability itself
    aren't spells. Effects that interact with spells (such as that of Cancel) won't affect
    them." (CR 113.1a, 602.2, 603.3)

    With the cycling ability and its trigger both on the stack, "counter target spell"
    (Dissipate) has no legal target, so it can't be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.library(0, MARKER)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    cycle(d, "Renewed Faith")
    assert stack_kinds(d) == ["activated", "triggered"]
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    dissipate = d.find("Dissipate", zone="hand")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.card == dissipate]
    d.pass_priority()
    d.expect("may")
    d.choose(True)
    d.resolve()
    assert d.life(0) == 22 and d.zone_of(MARKER) == "hand"


@pytest.mark.ruling("ONS-OR-0027")
def test_the_story_spotlight_symbol_has_no_effect() -> None:
    """Official ruling: the Planeswalker symbol of a "story spotlight" card has no effect on
    gameplay.

    Renewed Faith has exactly its Oracle abilities — the spell ability, cycling and the cycling
    trigger — and casting it does only what its text says."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    d = Driver(s.build())
    card = d.find("Renewed Faith", zone="hand")
    assert len(d.chars(card).abilities) == 3
    d.cast(0, "Renewed Faith")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(0) == 26 and d.life(1) == 20
    assert not d.state.stack and d.zone_of("Renewed Faith") == "graveyard"


def test_an_instant_cast_in_the_opponents_turn() -> None:
    """CR 304.1: cast at instant speed in the opponent's upkeep, in response to Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.life(0, 2)
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Renewed Faith")
    d.resolve()
    assert d.life(0) == 8
    d.resolve()
    assert d.life(0) == 6 and d.state.players[0].in_game


def test_two_headed_giant_the_life_goes_to_the_shared_total() -> None:
    """CR 810.9: a player's life gain adds to their team's shared life total: 30 + 6."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Renewed Faith")
    d = Driver(s.build())
    d.cast(0, "Renewed Faith")
    d.resolve()
    assert d.life(0) == d.life(1) == 36
    assert d.life(2) == d.life(3) == 30


def test_cycling_only_from_the_hand_and_only_with_its_cost() -> None:
    """CR 702.29a: cycling is activated only while the card is in its owner's hand, and its
    {1}{W} must be paid: from the graveyard, or with a single Plains, it isn't offered."""
    for zone, lands in (("graveyard", ["Plains", "Plains"]), ("hand", ["Plains"])):
        s = Scenario(seed=1)
        s.battlefield(0, *lands)
        getattr(s, zone)(0, "Renewed Faith")
        s.library(0, MARKER)
        d = Driver(s.build())
        card = d.find("Renewed Faith", zone=zone)
        assert not [a for a in d.game.legal_actions()
                    if isinstance(a, ActivateAbility) and a.source == card], zone

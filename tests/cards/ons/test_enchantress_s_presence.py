"""Enchantress's Presence — {2}{G} Enchantment.

Oracle: "Whenever you cast an enchantment spell, draw a card."
Rulings covered: ONS-FAQ-088 ("played" in the 2002 FAQ is "cast" under the current rules).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE

pytestmark = pytest.mark.card("Enchantress's Presence")


@pytest.mark.ruling("ONS-FAQ-088")
def test_casting_itself_does_not_trigger_but_later_enchantments_do() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Plains", "Plains")
    s.hand(0, "Enchantress's Presence", "Crown of Awe")
    s.battlefield(0, "Glory Seeker")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Enchantress's Presence")
    assert len(d.state.stack) == 1  # no trigger for itself
    d.resolve()
    hand = len(d.state.players[0].hand)
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 2
    d.resolve()
    assert len(d.state.players[0].hand) == hand  # Crown left the hand, one card drawn


def test_opponents_enchantments_do_not_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence")
    s.battlefield(1, "Plains", "Plains", "Glory Seeker")
    s.hand(1, "Crown of Awe")
    s.library(0, "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Crown of Awe", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1


@pytest.mark.ruling("ONS-OR-0175")
def test_the_draw_comes_before_the_enchantment_resolves() -> None:
    """Official ruling: "The triggered ability will resolve before the spell that caused it to
    trigger."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Awe")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Island") == "hand"
    assert d.zone_of("Crown of Awe") == "stack"
    d.resolve()
    assert d.zone_of("Crown of Awe") == "battlefield"


@pytest.mark.ruling("ONS-OR-0176")
def test_still_draws_when_the_enchantment_spell_is_countered() -> None:
    """Official ruling: "The ability is independent from the spell that caused it to trigger.
    Notably, if the enchantment spell is countered or doesn't resolve for any other reason,
    you'll still draw a card (unless something specifically counters the triggered
    ability)."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Awe")
    s.library(0, "Island")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    crown = d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[crown])
    d.resolve()
    assert d.zone_of("Crown of Awe") == "exile"
    d.resolve()
    assert d.zone_of("Island", player=0) == "hand"


@pytest.mark.ruling("ONS-OR-0176")
def test_no_draw_when_the_trigger_itself_is_countered() -> None:
    """Official ruling: "... you'll still draw a card (unless something specifically counters
    the triggered ability)." Stifle counters the trigger (CR 701.6b): the Crown still resolves,
    and no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Awe")
    s.library(0, "Island")
    s.battlefield(1, "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    trigger = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[trigger])
    d.resolve()
    assert trigger not in d.state.stack
    d.resolve()
    assert d.zone_of("Crown of Awe") == "battlefield"
    assert d.zone_of("Island", player=0) == "library"


def test_a_spell_that_isnt_an_enchantment_doesnt_trigger_it_and_two_presences_draw_two() -> None:
    """Shock (an instant) doesn't trigger it; with two Presences, one enchantment spell
    triggers each: two cards drawn (CR 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence", "Enchantress's Presence", "Mountain", "Plains",
                  "Plains", "Glory Seeker")
    s.hand(0, "Shock", "Crown of Awe")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    assert len(d.state.stack) == 1
    d.resolve()
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    d.resolve_all()
    assert len(d.ids("Island", "hand")) == 2


def test_destroyed_before_its_trigger_resolves_it_still_draws() -> None:
    """CR 113.7a: once triggered, the ability is independent of its source; the opponent
    destroys the Presence in response with Naturalize, and its controller still draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enchantress's Presence", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Awe")
    s.library(0, "Island")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 2
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Enchantress's Presence")])
    d.resolve()
    assert d.zone_of("Enchantress's Presence") == "graveyard"
    d.resolve()
    assert d.zone_of("Island", player=0) == "hand"

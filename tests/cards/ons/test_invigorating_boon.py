"""Invigorating Boon — {1}{G} Enchantment.

Oracle: "Whenever a player cycles a card, you may put a +1/+1 counter on target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Invigorating Boon")


def test_an_opponents_cycling_gives_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Invigorating Boon", "Glory Seeker")
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Barren Moor", zone="hand"))
    d.expect("target")
    d.choose(seeker)
    assert len(d.state.stack) == 2
    d.resolve()
    d.choose(True)
    assert d.state.objects[seeker].counters.get("+1/+1") == 1
    assert d.chars(seeker).power == 3


def test_two_boons_trigger_separately_and_each_may_be_declined() -> None:
    """CR 603.2, 603.3: each Boon's ability triggers once for the cycle; "you may" is chosen
    for each as it resolves (CR 603.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Invigorating Boon", "Invigorating Boon", "Glory Seeker", "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Barren Moor", zone="hand"))
    if d.decision.kind == "order_triggers":
        d.take_first("order_triggers")
    d.expect("target")
    d.choose(seeker)
    d.expect("target")
    d.choose(seeker)
    assert len(d.state.stack) == 3
    d.resolve()
    d.choose(True)
    d.resolve()
    d.choose(False)
    assert d.state.objects[seeker].counters.get("+1/+1") == 1


def test_with_no_creature_to_target_nothing_goes_on_the_stack() -> None:
    """CR 603.3d: with no creature on the battlefield the Boon's ability has no legal target
    and is removed as it would be put on the stack; only the cycling ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Invigorating Boon", "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, d.find("Barren Moor", zone="hand"))
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.ids("Forest", zone="hand")
    assert not d.state.stack


def test_its_controller_chooses_the_target_any_creature() -> None:
    """CR 603.3d: the Boon's controller (player 1) puts its ability on the stack and chooses
    its target, though player 0 cycled; "target creature" may be a creature of an opponent
    (player 0's Glory Seeker here)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Invigorating Boon")
    s.battlefield(0, "Swamp", "Glory Seeker")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Barren Moor", zone="hand"))
    assert d.expect("target").player == 1
    d.choose(seeker, player=1)
    d.resolve()
    assert d.decision.player == 1
    d.choose(True)
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_an_illegal_target_on_resolution_does_nothing() -> None:
    """CR 608.2b: Glory Seeker, the only target, is Shocked in response: the Boon's ability
    doesn't resolve (no "you may" is asked and nothing gets a counter) and Grassland Crusader
    is unaffected."""
    s = Scenario(seed=1)
    s.battlefield(0, "Invigorating Boon", "Glory Seeker", "Swamp", "Mountain")
    s.battlefield(0, "Grassland Crusader")
    s.hand(0, "Barren Moor", "Shock")
    s.library(0, "Forest")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Barren Moor", zone="hand"), pay=False)
    d.mana(0, "Swamp")
    d.pay()
    d.expect("target")
    d.choose(seeker)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority"
    assert len(d.state.stack) == 1  # only the cycling ability is left
    assert not d.state.objects[d.find("Grassland Crusader")].counters

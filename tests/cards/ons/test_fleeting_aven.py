"""Fleeting Aven — {1}{U}{U} Creature — Bird Wizard 2/2.

Oracle: "Flying / Whenever a player cycles a card, return Fleeting Aven to its owner's hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fleeting Aven")


def test_returns_to_hand_when_an_opponent_cycles() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Fleeting Aven")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Barkhide Mauler")
    s.library(1, "Forest")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    assert d.chars(d.find("Fleeting Aven")).has("Flying")
    d.activate(1, "Barkhide Mauler")
    d.resolve_all()
    assert d.zone_of("Fleeting Aven") == "hand"
    assert d.ids("Fleeting Aven", zone="hand", player=0)


def test_a_second_trigger_does_nothing_once_it_has_returned() -> None:
    """CR 400.7: after the first trigger returns the Aven, the second finds no
    Aven on the battlefield (a new object in the hand) and does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleeting Aven")
    s.battlefield(1, "Forest", "Forest", "Swamp")
    s.hand(1, "Barkhide Mauler", "Barren Moor")
    s.library(1, "Forest", "Forest")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.activate(1, d.find("Barren Moor", zone="hand"))
    d.activate(1, d.find("Barkhide Mauler", zone="hand"))
    assert len([o for o in d.state.stack if d.state.objects[o].stack.get("kind") != "spell"]) >= 2
    d.resolve_all()
    assert d.ids("Fleeting Aven", zone="hand", player=0)
    assert not d.ids("Fleeting Aven", zone="battlefield")
    assert len(d.state.players[1].hand) == 2


def test_it_returns_to_its_owners_hand_under_another_players_control() -> None:
    """CR 108.3, 400.3: a card goes to its owner's hand, whoever controlled it."""
    s = Scenario(seed=1)
    s.battlefield(1, "Fleeting Aven", owner=0)
    s.battlefield(1, "Swamp")
    s.hand(1, "Barren Moor")
    s.library(1, "Forest")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.activate(1, d.find("Barren Moor", zone="hand"))
    d.resolve_all()
    assert d.ids("Fleeting Aven", zone="hand", player=0)
    assert not d.ids("Fleeting Aven", zone="hand", player=1)


def test_its_own_controller_cycling_returns_it_too() -> None:
    """"Whenever a player cycles a card" (CR 702.29a): any player, its controller included:
    player 0 cycles Barren Moor and the Aven returns to their hand, after the cycling draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleeting Aven", "Swamp")
    s.hand(0, "Barren Moor")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.activate(0, d.find("Barren Moor", zone="hand"))
    assert len(d.state.stack) == 2  # the cycling ability and the Aven's trigger above it
    d.resolve_all()
    assert d.zone_of("Fleeting Aven") == "hand" and d.zone_of("Forest") == "hand"


def test_a_phased_out_aven_doesn_t_trigger() -> None:
    """CR 702.26b: a phased-out permanent's abilities don't trigger: player 1 cycles Barren
    Moor while player 0's Fleeting Aven is phased out; it stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleeting Aven", phased_out=True)
    s.battlefield(1, "Swamp")
    s.hand(1, "Barren Moor")
    s.library(1, "Forest")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.activate(1, d.find("Barren Moor", zone="hand"))
    assert len(d.state.stack) == 1  # the cycling ability alone
    d.resolve_all()
    assert d.zone_of("Fleeting Aven") == "battlefield"

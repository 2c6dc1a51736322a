"""Tempting Wurm — {1}{G} Creature — Wurm 5/5.

Oracle: "When Tempting Wurm enters the battlefield, each opponent may put any number of
artifact, creature, enchantment, and/or land cards from their hand onto the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tempting Wurm")


def test_opponent_may_put_permanent_cards_onto_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm", "Glory Seeker")
    s.hand(1, "Goblin Sky Raider", "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    dec = d.expect("choose_cards")
    assert dec.player == 1
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Goblin Sky Raider"), d.find("Island"), None}
    d.choose(d.find("Goblin Sky Raider"))
    d.choose(d.find("Island"))
    # Shock is left: asked all the same, only "none" to answer (CR 400.2)
    assert [a.value for a in d.expect("choose_cards").actions] == [None]
    d.choose(None)
    assert d.ids("Goblin Sky Raider", zone="battlefield", player=1)
    assert d.ids("Island", zone="battlefield", player=1)
    assert d.ids("Shock", zone="hand", player=1)
    assert d.ids("Glory Seeker", zone="hand", player=0)


def test_opponent_may_put_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.choose(None)
    assert d.ids("Goblin Sky Raider", zone="hand", player=1)


def test_multiplayer_each_opponent_chooses_in_turn_order_and_all_enter_at_once() -> None:
    """CR 101.4: the opponents choose in turn order (player 1, then player 2), the Wurm's
    controller not at all; the cards chosen enter together, each under its owner's control.
    Timberland Guide entering triggers for its controller, player 2 (CR 603.3a)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm", "Glory Seeker")
    s.hand(1, "Goblin Sky Raider")
    s.hand(2, "Timberland Guide", "Island")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Goblin Sky Raider"))  # their only such card: their choice is done
    assert d.expect("choose_cards").player == 2
    assert d.zone_of("Goblin Sky Raider") == "hand"  # nothing enters before all have chosen
    d.choose(d.find("Timberland Guide"))
    d.choose(None)
    assert d.ids("Goblin Sky Raider", zone="battlefield", player=1)
    assert d.ids("Timberland Guide", zone="battlefield", player=2)
    assert d.zone_of("Island") == "hand" and d.zone_of("Glory Seeker") == "hand"
    d.expect("target")
    assert d.decision.player == 2


def test_an_instant_is_refused_and_nothing_changes() -> None:
    """Only artifact, creature, enchantment and land cards may be put: choosing Shock is
    refused with an error, and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Goblin Sky Raider", "Shock")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Shock"))
    assert d.game.fingerprint() == before
    assert "Shock" not in json.dumps(d.game.view(0))


def test_a_land_put_this_way_is_not_its_owners_land_play() -> None:
    """CR 305.4: putting a land onto the battlefield isn't playing it; the opponent may still
    play a land on their own turn."""
    from manastack.decisions.actions import PlayLand

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Tempting Wurm")
    s.hand(1, "Island", "Island")
    s.library(0, "Forest")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Tempting Wurm")
    d.resolve()
    d.resolve()
    d.choose(d.ids("Island", zone="hand")[0])
    d.choose(None)
    d.pass_until("precombat_main", turn=4)
    assert PlayLand(d.find("Island", zone="hand")) in d.game.legal_actions()

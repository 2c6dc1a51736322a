"""Weird Harvest — {X}{G}{G} Sorcery.

Oracle: "Each player may search their library for up to X creature cards, reveal those cards,
put them into their hand, then shuffle."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Weird Harvest")


def test_each_player_searches_for_up_to_x_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Weird Harvest")
    s.library(0, "Glory Seeker", "Forest", "Wirewood Savage", "Elvish Warrior")
    s.library(1, "Goblin Sky Raider", "Island")
    d = Driver(s.build())
    d.cast(0, "Weird Harvest", x=2)
    d.resolve()
    dec = d.expect("search")
    assert dec.player == 0
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert d.find("Forest", zone="library") not in offered
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(d.find("Wirewood Savage", zone="library"))
    while d.decision.kind == "search" and d.decision.player == 0:
        d.choose(None)
    dec = d.expect("search")
    assert dec.player == 1
    d.choose(d.find("Goblin Sky Raider", zone="library"))
    while d.decision.kind == "search":
        d.choose(None)
    assert d.ids("Glory Seeker", zone="hand") and d.ids("Wirewood Savage", zone="hand")
    assert d.ids("Elvish Warrior", zone="library")
    assert d.ids("Goblin Sky Raider", zone="hand", player=1)


def test_x_zero_finds_nothing_and_each_player_may_decline() -> None:
    """CR 107.3: with X = 0 no card can be found; "up to X" lets a player find fewer than X
    even with creature cards left in their library."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Weird Harvest", "Weird Harvest")
    s.library(0, "Glory Seeker", "Wirewood Savage")
    s.library(1, "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Weird Harvest", x=0)
    d.resolve()
    while d.decision.kind == "search":
        assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {None}
        d.choose(None)
    assert len(d.state.players[0].library) == 2 and len(d.state.players[1].library) == 1
    d.cast(0, "Weird Harvest", x=1)
    d.resolve()
    while d.decision.kind == "search":
        d.choose(None)
    assert len(d.state.players[0].hand) == 0 and len(d.state.players[1].hand) == 0


def test_no_more_than_x_cards_each_and_the_libraries_are_shuffled() -> None:
    """CR 107.3a, 701.23a: with X = 1 each player finds at most one creature card; the
    searched libraries are then shuffled (CR 701.24a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3)
    s.hand(0, "Weird Harvest")
    s.library(0, "Glory Seeker", "Wirewood Savage", "Forest")
    s.library(1, "Goblin Sky Raider", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Weird Harvest", x=1)
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    assert not (d.decision.kind == "search" and d.decision.player == 0)
    d.choose(d.find("Elvish Warrior", zone="library"))
    assert d.decision.kind != "search"
    assert len(d.state.players[0].hand) == 1 and len(d.state.players[1].hand) == 1
    assert d.ids("Wirewood Savage", zone="library") and d.ids("Goblin Sky Raider",
                                                                  zone="library")
    shuffles = {e.player for e in d.game.log if e.kind == "shuffle"}
    assert shuffles == {0, 1}


def test_choices_are_hidden_until_revealed_and_a_wrong_card_is_refused() -> None:
    """The players search at once (CR 701.23i): while player 1 searches, their view doesn't
    name the card player 0 chose; once all have chosen, the found cards are revealed to all
    (CR 701.20a). A land or a card of another library is refused with an error, the game
    unchanged (CR 701.23a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3)
    s.hand(0, "Weird Harvest")
    s.library(0, "Wirewood Savage", "Forest")
    s.library(1, "Goblin Sky Raider", "Island")
    d = Driver(s.build())
    d.cast(0, "Weird Harvest", x=1)
    d.resolve()
    d.expect("search")
    before = d.game.fingerprint()
    for bad in (d.find("Forest", zone="library"), d.find("Goblin Sky Raider")):
        with pytest.raises(IllegalActionError):
            d.choose(bad)
        assert d.game.fingerprint() == before
    d.choose(d.find("Wirewood Savage"))
    dec = d.expect("search")
    assert dec.player == 1
    assert "Wirewood Savage" not in json.dumps(d.game.view(1))
    d.choose(d.find("Goblin Sky Raider"))
    assert d.decision.kind != "search"
    shown = json.dumps(d.game.view(1)["log"])
    assert "Wirewood Savage" in shown
    assert "Goblin Sky Raider" in json.dumps(d.game.view(0)["log"])

"""Spy Network — {U} Instant.

Oracle: "Look at target player's hand, the top card of that player's library, and any
face-down creatures they control. Look at the top four cards of your library, then put them
back in any order."
Rulings covered: ONS-FAQ-153 (only you look).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Spy Network")


@pytest.mark.ruling("ONS-FAQ-153", "ONS-OR-0084")
def test_looks_privately_and_reorders_your_top_four() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.hand(1, "Smother")
    s.library(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    d.expect("order_cards")
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Mountain", "Swamp", "Island", "Forest", "Plains"]
    healer = d.find("Daru Healer")
    seen0 = next(o for o in d.game.view(0)["battlefield"] if o["id"] == healer)
    seen2 = next(o for o in d.game.view(2)["battlefield"] if o["id"] == healer)
    assert seen0.get("card") == "Daru Healer" and seen2.get("card") is None
    look = [e for e in d.state.log if e.kind == "look_at_hand"][-1]
    assert look.data["by"] == 0 and look.data["cards"] == (d.find("Smother"),)
    assert "Smother" not in json.dumps(d.game.view(2))
    assert "Krosan Tusker" not in json.dumps(d.game.view(2))


def test_only_the_target_players_face_down_creatures_are_looked_at() -> None:
    """CR 708.5: the caster may look only at the face-down creatures of the target player;
    another opponent's stay hidden from them."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(2, "Silent Specter", face_down=True)
    s.library(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    while d.decision.kind == "order_cards":
        d.take_first("order_cards")
    view = {o["id"]: o for o in d.game.view(0)["battlefield"]}
    assert view[d.find("Daru Healer")].get("card") == "Daru Healer"
    assert view[d.find("Silent Specter")].get("card") is None


def test_it_may_target_its_caster() -> None:
    """CR 115.1: "target player" includes you; the spell resolves normally."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network", "Shock")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[0])
    d.resolve()
    while d.decision.kind == "order_cards":
        d.take_first("order_cards")
    assert d.zone_of("Spy Network") == "graveyard"
    assert len(d.state.players[0].library) == 2


def test_short_libraries_look_at_what_there_is() -> None:
    """CR 701.20e: with fewer than four cards in your library you look at and order all of
    them; the target's empty library has no top card to look at, and the spell resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island")
    s.hand(1, "Smother")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    if d.decision.kind == "order_cards":
        d.choose(d.find("Island", zone="library"))
        while d.decision.kind == "order_cards":
            d.take_first("order_cards")
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Island", "Forest"]
    assert d.zone_of("Spy Network") == "graveyard" and d.decision.kind == "priority"


def test_target_player_left_the_game_the_spell_does_nothing() -> None:
    """CR 800.4a, 608.2b: the target player conceded before it resolved; its only target is
    illegal, so the whole spell doesn't resolve: no look, and the caster's top four stay in
    their order."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.hand(2, "Smother")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[2])
    d.act(2, Concede())
    while d.state.stack:
        d.pass_priority()
    assert d.decision.kind == "priority"
    assert not [e for e in d.state.log if e.kind in ("look_at_hand", "look")]
    names = [d.game.card(c).name for c in d.state.players[0].library]
    assert names == ["Forest", "Island", "Swamp", "Mountain", "Plains"]
    assert d.zone_of("Spy Network") == "graveyard"

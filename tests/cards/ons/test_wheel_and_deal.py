"""Wheel and Deal — {3}{U} Instant.

Oracle: "Any number of target opponents each discard their hands, then draw seven cards. /
Draw a card."
Rulings covered: ONS-FAQ-117 (zero targets), ONS-FAQ-118 (you can't target yourself).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import CastSpell, Choose, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wheel and Deal")


def setup() -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Wheel and Deal")
    s.library(0, "Forest", "Forest")
    for p in (1, 2):
        s.hand(p, "Shock", "Smother")
        s.library(p, *["Island"] * 8)
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-118", "ONS-OR-0089")
def test_targets_opponents_only() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Wheel and Deal"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert options == {1, 2, None}
    d.choose(1)
    d.choose(None)
    d.pay()
    d.resolve()
    assert len(d.state.players[1].hand) == 7
    assert all(d.game.card(c).name == "Island" for c in d.state.players[1].hand)
    assert len(d.state.players[2].hand) == 2
    assert len(d.state.players[0].hand) == 1


@pytest.mark.ruling("ONS-FAQ-117", "ONS-OR-0088")
def test_no_targets_just_draw() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Wheel and Deal"), "normal"))
    d.choose(None)
    d.pay()
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
    assert len(d.state.players[1].hand) == 2


def test_several_opponents_and_one_who_cant_draw_seven_loses() -> None:
    """Both opponents discard their hands and draw seven; player 2 has only three cards in
    their library: they draw them and lose the next time state-based actions are checked
    (CR 121.4, 704.5b), and the game goes on between the others (CR 800.4a); the caster
    draws one."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Wheel and Deal")
    s.library(0, "Forest")
    s.hand(1, "Shock")
    s.library(1, *["Island"] * 8)
    s.library(2, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Wheel and Deal", targets=[1, 2])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard"
    assert len(d.state.players[1].hand) == 7
    assert not d.state.players[2].in_game
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]


def test_with_every_target_gone_the_spell_doesnt_resolve_and_no_card_is_drawn() -> None:
    """CR 608.2b: player 2, its only target, leaves the game in response: Wheel and Deal
    doesn't resolve, so its caster doesn't draw either; with no target chosen it would have
    resolved (ONS-FAQ-117)."""
    d = setup()
    d.cast(0, "Wheel and Deal", targets=[2])
    d.act(2, Concede())
    while d.state.stack:
        d.pass_priority()
    assert d.state.players[0].hand == []
    assert d.zone_of("Wheel and Deal") == "graveyard"
    assert len(d.state.players[1].hand) == 2


def test_a_target_gone_doesnt_stop_the_others() -> None:
    """CR 608.2b: with players 1 and 2 targeted and player 2 gone, player 1 still discards
    and draws seven, and the caster draws a card."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Wheel and Deal")
    s.library(0, "Forest", "Forest")
    for p in (1, 2, 3):
        s.hand(p, "Shock", "Smother")
        s.library(p, *["Island"] * 8)
    d = Driver(s.build())
    d.cast(0, "Wheel and Deal", targets=[1, 2])
    d.act(2, Concede())
    while d.state.stack:
        d.pass_priority()
    assert len(d.state.players[1].hand) == 7
    assert len(d.state.players[3].hand) == 2
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]


@pytest.mark.ruling("ONS-FAQ-118", "ONS-OR-0089")
def test_two_headed_giant_the_teammate_is_no_opponent() -> None:
    """CR 810.1, 102.3: in Two-Headed Giant only the two players of the opposing team are
    opponents; neither the caster nor the teammate can be targeted. The new hands stay hidden:
    the views of the caster and of the teammate name none of the cards player 2 drew, only
    how many (CR 402.3)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Wheel and Deal")
    s.library(0, "Forest")
    for p in (1, 2, 3):
        s.hand(p, "Shock")
        s.library(p, *["Swamp"] * 8)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Wheel and Deal"), "normal"))
    assert {a.value for a in d.decision.actions if isinstance(a, Choose)} == {2, 3, None}
    d.choose(2)
    d.choose(None)
    d.pay()
    d.resolve()
    assert [len(d.state.players[p].hand) for p in range(4)] == [1, 1, 7, 1]
    for p in (0, 1):
        view = json.dumps(d.game.view(p))
        assert "Swamp" not in view and view.count('"hand_count": 7') == 1

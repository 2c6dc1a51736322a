"""Each player's view of the log is kept between views and extended with the new events only,
and is always what a view made from scratch gives: per player and for the spectator (no
entry of one player's log reaches another's), and dropped when the state is taken back (a
cast undone by a concession, CR 104.3a, 601.2)."""

from __future__ import annotations

from typing import Any

import pytest

import manastack.views as views
from manastack.decisions.actions import CastSpell, Concede
from manastack.decisions.policies import RandomPolicy
from manastack.formats.deck_choice import load_deck
from manastack.formats.decklist import load_decklist
from manastack.game import Game
from manastack.invariants import playable_decks
from manastack.scenario import Scenario
from manastack.testing import Driver


def _fresh_log(game: Game, player: int) -> list[dict[str, Any]]:
    """The log as a view made from nothing kept gives it (a clone keeps nothing)."""
    return game.clone().view(player)["log"]


@pytest.mark.parametrize("seed", [1, 2])
def test_kept_log_views_equal_views_made_from_scratch_after_every_action(seed: int) -> None:
    decks = playable_decks()
    game = Game.new([load_decklist(decks[seed % len(decks)]),
                     load_decklist(decks[(seed + 1) % len(decks)])], seed=seed)
    policies = [RandomPolicy(seed), RandomPolicy(seed + 7)]
    hidden_differs = False
    for step in range(250):
        if game.is_over:
            break
        logs = [game.view(p)["log"] for p in (0, 1)]
        public = game.spectator_view()["log"]
        if step % 10 == 0:
            assert logs == [_fresh_log(game, p) for p in (0, 1)]
            assert public == game.clone().spectator_view()["log"]
        hidden_differs |= logs[0] != logs[1]
        d = game.decision
        assert d is not None
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
    assert [game.view(p)["log"] for p in (0, 1)] == [_fresh_log(game, p) for p in (0, 1)]
    assert game.spectator_view()["log"] == game.clone().spectator_view()["log"]
    # the players were told different things (their own draws): the kept entries are per player
    assert hidden_differs


def test_a_view_makes_entries_only_for_the_events_since_the_last_view(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.new([load_deck("mid_gw"), load_deck("mid_ub")], seed=4)
    policies = [RandomPolicy(1), RandomPolicy(2)]
    made: list[int] = []
    real = views.event_view

    def counting(game: Game, player: int, ev: Any, seen: Any) -> dict[str, Any]:
        made.append(player)
        return real(game, player, ev, seen)

    monkeypatch.setattr(views, "event_view", counting)
    game.view(0)
    assert made.count(0) == len(game.state.log)
    for _ in range(40):
        before = len(game.state.log)
        made.clear()
        d = game.decision
        assert d is not None
        game.apply(d.player, policies[d.player].choose(game, d.player, game.legal_actions()))
        game.view(0)
        assert made == [0] * (len(game.state.log) - before)
    made.clear()
    assert game.view(0)["log"] == game.view(0)["log"] and made == []
    # a player viewing for the first time gets the whole log made for them
    game.view(1)
    assert made == [1] * len(game.state.log)


def test_a_cast_taken_back_by_a_concession_leaves_no_entry_in_the_kept_log() -> None:
    """CR 104.3a: a player who concedes while casting a spell leaves the game, and the spell
    being cast is taken back (the game goes back to before it was begun, CR 601.2): the land
    tapped to pay for it (CR 601.2g-h), seen in views made mid-cast, is in no later view, whose
    entry at that place is the concession's loss."""
    s = Scenario(players=3, seed=1)
    s.hand(0, "Erratic Explosion")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    start = len(d.state.log)
    d.act(0, CastSpell(d.find("Erratic Explosion", "hand", 0)))
    d.choose(1)
    d.expect("pay_mana")
    d.act(0, d.game.legal_actions()[0])
    mid_cast = [d.game.view(p)["log"][start:] for p in range(3)]
    assert all([e["kind"] for e in log] == ["tap"] for log in mid_cast)
    d.act(0, Concede())
    for p in range(3):
        log = d.game.view(p)["log"]
        assert [e["kind"] for e in log[start:]] == ["lose"]
        assert log == _fresh_log(d.game, p)

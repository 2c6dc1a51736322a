"""A spell being cast by a player who concedes ceases to exist (CR 104.3a, 800.4a): the game
goes back to before the spell was begun (CR 601.2, 732), its log included: the entries made
while casting it (a land tapped for mana, CR 601.2g-h) are gone, the entries before it are
those it had then, and the game goes on as if the spell had never been begun. A copy of the
game made while the spell is being cast goes back on its own, whatever the original does."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import CastSpell, Concede
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.lockstep import play_on


def _casting() -> tuple[Driver, Game, int]:
    """Player 0 of three, casting Erratic Explosion, has tapped a Mountain for it. Returns the
    driver, a copy of the game made just before the cast, and the log's length then."""
    s = Scenario(players=3, seed=1)
    s.hand(0, "Erratic Explosion")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    for p in range(3):
        s.library(p, *["Mountain"] * 10)
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    before = d.game.clone()
    start = len(d.state.log)
    d.act(0, CastSpell(d.find("Erratic Explosion", "hand", 0)))
    d.choose(1)
    d.expect("pay_mana")
    d.act(0, d.game.legal_actions()[0])
    assert [e.kind for e in d.state.log[start:]] == ["tap"]
    return d, before, start


def _same(a: Game, b: Game) -> None:
    assert a.state.snapshot() == b.state.snapshot()  # the log's entries included
    assert len(a.log) == len(b.log) == len(a.state.known) == len(b.state.known)
    assert a.state.known == b.state.known
    assert a.view(1)["log"] == b.view(1)["log"]
    assert a.history == b.history


def _play_on(*games: Game) -> None:
    """The same answers in each game: they stay the same."""
    play_on(*games, same=_same, seed=5, steps=120)


def _logged(game: Game) -> list[Any]:
    return [(e.kind, e.obj) for e in game.log]


def test_a_cast_taken_back_leaves_the_log_as_it_was_before_the_cast() -> None:
    d, before, start = _casting()
    old = _logged(before)
    d.act(0, Concede())
    before.apply(0, Concede())
    assert _logged(d.game)[:start] == old
    assert [e.kind for e in d.game.log[start:]][:1] == ["lose"]
    _same(d.game, before)
    _play_on(d.game, before)


def test_a_copy_made_while_casting_goes_back_on_its_own() -> None:
    d, before, start = _casting()
    copy = d.game.clone()
    mid = _logged(copy)
    d.act(0, Concede())
    # the original went back: the copy still has the Mountain tapped, and its log
    assert _logged(copy) == mid and len(copy.state.known) == len(mid)
    assert [e.kind for e in copy.log[start:]] == ["tap"]
    copy.apply(0, Concede())
    before.apply(0, Concede())
    _same(copy, before)
    _same(d.game, before)
    _play_on(copy, d.game, before)


def test_the_original_goes_back_after_its_copy_did() -> None:
    d, before, start = _casting()
    copy = d.game.clone()
    copy.apply(0, Concede())
    # the copy went back: the original is still casting, its Mountain tapped
    assert [e.kind for e in d.game.log[start:]] == ["tap"]
    assert d.decision.kind == "pay_mana"
    d.act(0, Concede())
    before.apply(0, Concede())
    _same(d.game, before)
    _same(copy, before)
    _play_on(d.game, copy, before)


def test_a_cast_completed_keeps_its_log_entries() -> None:
    """The rewind point is dropped once the spell is cast: nothing of the log is taken back
    by a later concession (the spell on the stack ceases to exist instead, CR 800.4a)."""
    d, before, start = _casting()
    while d.decision.kind != "priority":
        d.act(0, d.game.legal_actions()[0])
    assert d.state.stack
    cast = _logged(d.game)
    d.act(0, Concede())
    assert _logged(d.game)[:len(cast)] == cast
    assert len(d.game.log) > len(cast) > start

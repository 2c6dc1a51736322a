"""Games played on in lockstep: the same answers given to each, from seeded random policies,
so that games which should be alike (a game gone back to its rewind point, CR 732, and a copy
made before; copies made while a spell was being cast) can be shown to stay alike, and the
whole records of two states compared."""

from __future__ import annotations

from collections.abc import Callable

from manastack.decisions.policies import RandomPolicy
from manastack.game import Game
from manastack.state.game_state import _FIELDS, GameState
from manastack.state.plain import plain


def play_on(*games: Game, same: Callable[[Game, Game], None], seed: int,
            steps: int) -> None:
    """Up to ``steps`` decisions of the first game answered by ``RandomPolicy(seed + p)`` for
    player ``p``, the same action applied to every game; then ``same`` (which asserts) holds
    between each game and the first."""
    first = games[0]
    policies = [RandomPolicy(seed + p) for p in range(len(first.state.players))]
    for _ in range(steps):
        if first.is_over:
            break
        d = first.decision
        assert d is not None
        action = policies[d.player].choose(first, d.player, first.legal_actions())
        for g in games:
            g.apply(d.player, action)
    for g in games[1:]:
        same(g, first)


def same_record(a: GameState, b: GameState) -> None:
    """Every field of the two states' records alike (the objects by ``snapshot``, with the
    table's order), every player's included; the objects each owns and those changed since
    its layer pass aside (bookkeeping of the copies: neither is part of the game)."""
    assert a.snapshot() == b.snapshot()
    assert list(a.objects) == list(b.objects)
    for name in _FIELDS:
        if name not in ("objects", "_owned", "changed"):
            assert plain(getattr(a, name)) == plain(getattr(b, name)), name
    assert [plain(p.to_dict()) for p in a.players] == [plain(p.to_dict()) for p in b.players]


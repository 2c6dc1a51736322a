"""A fixed set of seeded games and their fingerprints: the proof that a refactoring changed no game.

Each game is two bundled decks, a seed and the random policy for both seats, played for at most
``MAX_DECISIONS`` decisions. Its fingerprint digests every action taken, every event logged and
the final zones, life totals and result, in a form that does not depend on object addresses or
hash seeds. ``seeded_game_digests.json`` holds the recorded digests.

Regenerate them only when a rules change deliberately changes games (say so in that commit)::

    .venv/bin/python -m tests.games.seeded_games --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from manastack.agents import make_policy
from manastack.decisions.policies import play_out
from manastack.formats.decklist import load_decklist
from manastack.game import Game

DIGESTS = Path(__file__).with_name("seeded_game_digests.json")
MATCHUPS = (("sample_ons", "sample_mid"), ("ons_wu", "ons_br"), ("mid_gw", "mid_ub"),
            ("ons_wu", "mid_ub"), ("ons_br", "mid_gw"), ("sample_mid", "ons_wu"))
SEEDS = (1, 2, 3, 4, 5)
MAX_DECISIONS = 400
COMMANDER_TABLE = ("coven_counters", "undead_unleashed", "coven_counters", "undead_unleashed")
COMMANDER_SEEDS = (1, 2)
COMMANDER_MAX_DECISIONS = 1500
GAMES = (*(f"{a}-{b}-{seed}" for a, b in MATCHUPS for seed in SEEDS),
         *(f"auto-{a}-{b}-1" for a, b in MATCHUPS[1:5]),
         *(f"commander-{seed}" for seed in COMMANDER_SEEDS))
"""Two-player games (``a-b-seed``); the same with mana paid automatically (``auto-a-b-seed``,
as the benchmark plays them, ``Game.new(..., auto_pay=True)``); and four-player Commander
games of the bundled precons (``commander-seed``), played further to reach a crowded
battlefield."""


def played(game_id: str) -> tuple[Game, int]:
    """The game named ``game_id`` played out, and the number of decisions taken."""
    if game_id.startswith("commander-"):
        from manastack.formats.deck_choice import load_deck
        seed = int(game_id.split("-")[1])
        decks = [load_deck(n, check=False, format="commander") for n in COMMANDER_TABLE]
        game = Game.new(decks, seed=seed, format="commander", auto_pay=True)
        decisions = play_out(game, [make_policy("random", seed * 16 + seat) for seat in
                                    range(len(decks))], max_decisions=COMMANDER_MAX_DECISIONS)
        return game, decisions
    auto = game_id.startswith("auto-")
    a, b, seed_text = game_id.removeprefix("auto-").split("-")
    seed = int(seed_text)
    game = Game.new([load_decklist(a), load_decklist(b)], seed=seed, auto_pay=auto)
    decisions = play_out(game, [make_policy("random", seed * 16 + seat) for seat in (0, 1)],
                         max_decisions=MAX_DECISIONS)
    return game, decisions


def state_digest(game_id: str) -> str:
    """The digest of ``Game.fingerprint()`` (the whole state as plain data) at the end of the
    game named ``a-b-seed``."""
    game, _ = played(game_id)
    return hashlib.sha256(json.dumps(game.fingerprint(), sort_keys=True).encode()).hexdigest()


def play(game_id: str) -> str:
    """Play the game named ``a-b-seed`` and return its fingerprint digest."""
    game, decisions = played(game_id)
    g = game.state
    h = hashlib.sha256()
    h.update(f"decisions={decisions}\n".encode())
    for player, action in game.history:
        h.update(f"{player}:{action!r}\n".encode())
    for ev in g.log:
        h.update(f"{ev.kind}|{ev.obj}|{ev.player}|{ev.amount}\n".encode())
    for p in g.player_ids():
        pl = g.players[p]
        h.update(f"life {p}={pl.life} hand={len(pl.hand)} library={pl.library}\n".encode())
    h.update(f"battlefield={sorted(g.battlefield)} turn={g.turn} over={game.is_over} "
             f"winners={sorted(game.winners)}\n".encode())
    return h.hexdigest()


def record() -> None:
    DIGESTS.write_text(json.dumps({gid: play(gid) for gid in GAMES}, indent=1) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        sys.exit(__doc__)
    record()

"""How long the benchmark's random games last in each engine, and how they end:
``python bench/game_lengths.py [--games N] [--policy uniform|random] [--no-phase] [--out FILE]``.

For each two-player benchmark matchup (``manastack.benchmark``), N seeded games in manastack
(the policy given, ``uniform`` by default as the benchmark plays) and, when the phase.rs
bindings are installed, N in phase.rs (uniformly random among its legal actions, as the
benchmark plays them): turns per game (mean, standard deviation, median, range), how the games
ended (the loser's life at 0 or less, ten poison counters, an empty library, or not finished
within the decision cap), the wins of each seat, and per turn the lands played, spells cast,
creatures declared as attackers and declarations of attack. The finished-games ratio of the
benchmark is its turns ratio times the ratio of the two engines' turns per game, so this tells
whether a gap between the two is the engines' or the policies' (see bench/game_lengths.md).
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from manastack.benchmark import Matchup, shared_matchups
from manastack.benchmark.results import MAX_DECISIONS
from manastack.decisions.actions import CastSpell, FinishDeclaration, PlayLand
from manastack.decisions.policies import Policy, RandomPolicy, UniformPolicy
from manastack.game import Game
from manastack.simulate import Autoplayer
from manastack.state.zones import Zone


def _policy(name: str, seed: int) -> Policy:
    return UniformPolicy(seed) if name == "uniform" else RandomPolicy(seed)


def _ending(life: int, poison: int, library: int) -> str:
    return "life" if life <= 0 else "poison" if poison >= 10 else "library" if library == 0 \
        else "other"


def manastack_games(m: Matchup, games: int, seed: int, policy: str) -> list[dict[str, Any]]:
    """One row per game: turns, ending, winner and what was done (see the module docstring)."""
    rows = []
    for i in range(games):
        game = Game.new(list(m.decks), seed=seed + i, auto_pay=True)
        runner = Autoplayer(game, [_policy(policy, (seed + i) * 16 + j) for j in (0, 1)])
        lands = casts = attackers = combats = n = 0
        while not game.is_over and n < MAX_DECISIONS:
            d = game.decision
            assert d is not None
            a = runner.step()
            lands += isinstance(a, PlayLand)
            casts += isinstance(a, CastSpell)
            if isinstance(a, FinishDeclaration) and d.kind == "declare_attackers":
                combats += 1
                attackers += len(game.state.combat.attackers) if game.state.combat else 0
            n += 1
        g = game.state
        endings = [_ending(p.life, p.poison, len(g.zone_list(Zone.LIBRARY, j)))
                   for j, p in enumerate(g.players) if p.lost]
        rows.append({"turns": g.turn, "ending": ",".join(endings) if game.is_over else
                     "not finished", "winner": game.winners[0] if len(game.winners) == 1
                     else None, "lands": lands, "casts": casts, "attackers": attackers,
                     "combats": combats})
    return rows


def phase_games(m: Matchup, games: int, seed: int) -> list[dict[str, Any]]:
    """The same for phase.rs, as ``benchmark.measure_phase`` plays its games."""
    import phase

    from manastack.benchmark.phase_rs import phase_actor, phase_card_data
    from manastack.cards.database import database
    db = database()
    engine = phase.Engine.from_json(phase_card_data(m.decks))
    names = [[db.by_key(k).front.name for k in d.card_keys()] for d in m.decks]
    rng = random.Random(seed)
    rows = []
    for i in range(games):
        game = engine.new_game(names[0], names[1], seed=seed + i)
        lands = casts = attackers = combats = n = 0
        while n < MAX_DECISIONS:
            acts = game.actions()
            if not acts:
                break
            a = rng.choice(acts)
            lands += a.kind == "PlayLand"
            casts += a.kind == "CastSpell"
            if a.kind == "DeclareAttackers":
                combats += 1
                attackers += len(a.to_dict()["data"]["attacks"])
            game.apply(phase_actor(game, a), a)
            n += 1
        wf = game.waiting_for()
        over = isinstance(wf, dict) and wf.get("type") == "GameOver"
        winner = (wf.get("data") or {}).get("winner") if over else None
        endings = []
        for seat in (0, 1):
            p = game.player(seat)
            lib = p.get("library")
            if over and seat != winner:
                endings.append(_ending(int(p.get("life", 1)), int(p.get("poison_counters") or 0),
                                       len(lib) if isinstance(lib, list) else int(lib or 0)))
        rows.append({"turns": int(game.turn), "ending": ",".join(endings) if over else
                     "not finished", "winner": winner, "lands": lands, "casts": casts,
                     "attackers": attackers, "combats": combats})
    return rows


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, str]:
    turns = [r["turns"] for r in rows]
    total = sum(turns) or 1

    def per_turn(key: str) -> str:
        return f"{sum(r[key] for r in rows) / total:.2f}"
    ends = collections.Counter(r["ending"] for r in rows)
    wins = collections.Counter(r["winner"] for r in rows)
    return {
        "games": str(len(rows)),
        "turns/game (sd)": f"{statistics.mean(turns):.1f} "
                           f"({statistics.stdev(turns) if len(turns) > 1 else 0.0:.1f})",
        "median [min–max]": f"{statistics.median(turns):g} [{min(turns)}–{max(turns)}]",
        "endings": ", ".join(f"{k} {v}" for k, v in ends.most_common()),
        "wins seat 0 : seat 1": f"{wins[0]} : {wins[1]}",
        "lands/turn": per_turn("lands"), "casts/turn": per_turn("casts"),
        "attackers/turn": per_turn("attackers"), "attacks declared/turn": per_turn("combats"),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", choices=["uniform", "random"], default="uniform")
    ap.add_argument("--no-phase", action="store_true")
    ap.add_argument("--out", type=Path, default=None, help="also write the tables here")
    args = ap.parse_args(argv)
    lines = []
    for m in shared_matchups(None, []):
        cols = {f"manastack ({args.policy})": summary(
            manastack_games(m, args.games, args.seed, args.policy))}
        if not args.no_phase:
            try:
                cols["phase.rs"] = summary(phase_games(m, args.games, args.seed))
            except ImportError as e:
                print(f"phase.rs not run: {e}", file=sys.stderr)
        lines += [f"## {m.name}", "", "| | " + " | ".join(cols) + " |",
                  "|---|" + "---|" * len(cols)]
        for key in next(iter(cols.values())):
            lines.append(f"| {key} | " + " | ".join(c[key] for c in cols.values()) + " |")
        lines.append("")
        print("\n".join(lines[-len(next(iter(cols.values()))) - 5:]), flush=True)
    if args.out:
        args.out.write_text("\n".join(lines), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

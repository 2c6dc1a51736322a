"""How much stronger the search player is than the heuristic one:
``python bench/ai_strength.py [--deals N] [--playouts P] [--jobs J] [--out FILE]``.

For each two-player benchmark matchup (``manastack.benchmark.shared_matchups``), N seeded deals,
each played twice: the search player (``manastack.agents.search.SearchPolicy`` with P playouts
per decision) in seat 0 against the heuristic player in seat 1, then the seats swapped, on
the same deal (same seed: same shuffles, same deck in each seat). So each deck and each seat
is played as often by each player, and a deal's luck is shared. Games are set up as
``manastack play`` sets them up (``auto_pay``).

Writes the search player's wins, losses and draws per matchup and in all, its win rate with a
95% Wilson confidence interval, and its CPU time per searched decision (budgeted by playouts,
so every game replays exactly from its seed; the time is only reported). Games run in J worker
processes; results don't depend on J.
"""

from __future__ import annotations

import argparse
import math
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from manastack.agents import make_policy
from manastack.agents.search import DEFAULT_PLAYOUTS, SearchPolicy
from manastack.benchmark import shared_matchups
from manastack.decisions.policies import Policy
from manastack.game import Game
from manastack.simulate import Autoplayer

MAX_DECISIONS = 20_000


@dataclass
class Result:
    matchup: str
    seed: int
    search_seat: int
    winners: tuple[int, ...]
    finished: bool
    turns: int
    searches: int
    playouts: int
    search_cpu: float

    @property
    def outcome(self) -> str:
        if not self.finished or not self.winners:
            return "draw"
        return "win" if self.search_seat in self.winners else "loss"


def play(matchup_index: int, seed: int, search_seat: int, playouts: int,
         options: dict[str, float]) -> Result:
    m = shared_matchups(None, [])[matchup_index]
    game = Game.new(list(m.decks), seed=seed, auto_pay=True)
    search = SearchPolicy(seed * 16 + search_seat, playouts=playouts, **options)  # type: ignore[arg-type]
    policies: list[Policy] = [make_policy("heuristic", seed * 16 + i) for i in range(2)]
    policies[search_seat] = search
    runner = Autoplayer(game, policies)
    cpu = 0.0
    n = 0
    while not game.is_over and n < MAX_DECISIONS:
        d = game.decision
        assert d is not None
        start = time.process_time()
        runner.step()
        if d.player == search_seat:
            cpu += time.process_time() - start
        n += 1
    return Result(m.name, seed, search_seat, tuple(game.winners), game.is_over,
                  game.state.turn, search.searches, search.playouts_run, cpu)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def _row(label: str, rs: list[Result]) -> str:
    w = sum(r.outcome == "win" for r in rs)
    lo = sum(r.outcome == "loss" for r in rs)
    dr = len(rs) - w - lo
    low, high = wilson(w, len(rs))
    seat0 = sum(r.outcome == "win" for r in rs if r.search_seat == 0)
    seat1 = sum(r.outcome == "win" for r in rs if r.search_seat == 1)
    # each deal played from both seats: won with both decks, with one, with neither
    deals: dict[tuple[str, int], int] = {}
    for r in rs:
        deals[(r.matchup, r.seed)] = deals.get((r.matchup, r.seed), 0) + (r.outcome == "win")
    both, one, none = (sum(v == k for v in deals.values()) for k in (2, 1, 0))
    return (f"| {label} | {len(rs)} | {w} | {lo} | {dr} | {w / len(rs):.0%} | "
            f"{low:.0%}–{high:.0%} | {seat0} : {seat1} | {both} : {one} : {none} | "
            f"{statistics.mean(r.turns for r in rs):.1f} |")


def _commit() -> str | None:
    """The commit the code was at, if this is a git checkout."""
    try:
        return subprocess.run(["git", "-C", str(Path(__file__).parent), "rev-parse", "--short",
                               "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def report(results: list[Result], deals: int, seed: int, playouts: int, jobs: int,
           commit: str | None = None) -> str:
    searches = sum(r.searches for r in results)
    cpu = sum(r.search_cpu for r in results)
    runs = sum(r.playouts for r in results)
    lines = [
        "# The search player against the heuristic player", "",
        f"`python bench/ai_strength.py --deals {deals} --seed {seed} --playouts {playouts} "
        f"--jobs {jobs}`, {date.today().isoformat()}"
        f"{f', code at commit {commit}' if commit else ''} (the games replay exactly with the "
        "same code; a rules change since may change them).", "",
        f"The search player (`--ai search`, {playouts} playouts per decision"
        f"{' — the default' if playouts == DEFAULT_PLAYOUTS else ''}) against the heuristic "
        "player (`--ai heuristic`) on each two-player benchmark matchup: "
        f"{deals} deals (seeds {seed}–{seed + deals - 1}), each played twice with the seats "
        "swapped, so that both players play each deck from each seat on the same shuffles. "
        "Win rates of the search player with a 95% Wilson interval; a draw or an unfinished "
        "game is not a win. Two equal players would each win half the games (each deal is "
        "played from both seats), and a deal won from one seat only is most often the "
        "stronger deck's; a deal won from both seats is the search player's.", "",
        "| matchup | games | wins | losses | draws | win rate | 95% interval | wins in seat "
        "0 : 1 | deals won from both seats : one : neither | turns/game |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name in dict.fromkeys(r.matchup for r in results):
        lines.append(_row(name, [r for r in results if r.matchup == name]))
    lines.append(_row("**all**", results))
    lines += ["", f"Searched decisions: {searches} ({searches / len(results):.0f} a game), "
              f"{runs} playouts; CPU time of the search player: {cpu / max(searches, 1):.2f} s "
              "per searched decision on average (budgeted by playouts, so the time is only "
              "reported: it depends on the machine and its load).", ""]
    lines += ["Games (seed, search player's seat, outcome, turns):", ""]
    for r in results:
        lines.append(f"* {r.matchup}, seed {r.seed}, seat {r.search_seat}: {r.outcome}, "
                     f"{r.turns} turns")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=4, help="deals per matchup (2 games each)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--playouts", type=int, default=DEFAULT_PLAYOUTS)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--turns", type=int, default=None, help="playout horizon (default: the "
                    "search player's)")
    ap.add_argument("--margin", type=float, default=None, help="lead needed over the "
                    "heuristic choice, in standard errors (default: the search player's)")
    ap.add_argument("--out", type=Path, default=Path(__file__).with_name("ai_strength.md"))
    args = ap.parse_args(argv)
    matchups = shared_matchups(None, [])
    options = {k: v for k, v in (("turns", args.turns), ("margin", args.margin)) if v is not None}
    tasks = [(mi, args.seed + i, seat, args.playouts, options)
             for mi in range(len(matchups)) for i in range(args.deals) for seat in (0, 1)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(play, *t) for t in tasks]
        results = []
        for f in futures:
            r = f.result()
            results.append(r)
            print(f"{r.matchup}, seed {r.seed}, search in seat {r.search_seat}: {r.outcome} "
                  f"({r.turns} turns, {r.searches} searches, {r.search_cpu:.0f} s)", flush=True)
    text = report(results, args.deals, args.seed, args.playouts, args.jobs, _commit())
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

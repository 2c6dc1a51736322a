"""Speed-up of ``manastack simulate --ray`` over one process: ``python bench/ray_speedup.py``.

Plays ``--games`` games (default 200) of one matchup with the random policy, once in this
process and once as tasks on a local Ray cluster of ``--cpus`` CPUs (default 2), checks that the
figures are the same, and prints both wall times, the speed-up, and Ray's overhead per game
(wall time on Ray times CPUs, less the games' own time, per game). Ray's start-up is timed
apart and not counted, and so is the warm-up of the workers (each imports manastack and loads
the card data and the decks' card modules once, as any long run pays once per worker). ``--report FILE`` also writes the figures as Markdown, with the
process's CPU time of the one-process run and the machine's load average before and after
(wall times on a shared machine depend on what else runs).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import time

from manastack.formats.deck_choice import load_deck
from manastack.formats.decklist import DeckList
from manastack.scale import map_games, simulate_on_ray
from manastack.simulate import simulate


class _Warm:
    """A worker's first tasks: import the engine, load the card data and the decks' card
    modules by playing a short game (not one of those timed)."""

    def __init__(self, decks: list[DeckList]) -> None:
        self.decks = decks

    def __call__(self, seed: int) -> int:
        from manastack.simulate import parse_policies, play_game
        return play_game(self.decks, seed, 10**6, parse_policies("random", len(self.decks)),
                         max_decisions=300).decisions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--cpus", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-decisions", type=int, default=20_000)
    ap.add_argument("--report", default=None, help="also write the figures as Markdown here")
    ap.add_argument("decks", nargs="*", default=["mid_gw", "mid_ub"])
    args = ap.parse_args(argv)
    decks = [load_deck(d) for d in args.decks]
    load_before = os.getloadavg()
    t = time.perf_counter()
    cpu = time.process_time()
    alone = simulate(decks, args.games, args.seed, max_decisions=args.max_decisions)
    one = time.perf_counter() - t
    one_cpu = time.process_time() - cpu
    import ray
    t = time.perf_counter()
    ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    startup = time.perf_counter() - t
    t = time.perf_counter()
    map_games(_Warm(decks), range(2 * args.cpus))
    warmup = time.perf_counter() - t
    t = time.perf_counter()
    on_ray = simulate_on_ray(decks, args.games, args.seed, max_decisions=args.max_decisions)
    many = time.perf_counter() - t
    ray.shutdown()
    same = [alone.to_dict()[k] for k in ("wins", "draws", "unfinished", "decisions")] == \
        [on_ray.to_dict()[k] for k in ("wins", "draws", "unfinished", "decisions")]
    figures = {
        "games": args.games, "cpus": args.cpus, "decks": args.decks, "same_figures": same,
        "one_process_seconds": round(one, 2), "one_process_cpu_seconds": round(one_cpu, 2),
        "ray_seconds": round(many, 2), "ray_startup_seconds": round(startup, 2),
        "ray_warmup_seconds": round(warmup, 2),
        "speedup": round(one / many, 2),
        "overhead_per_game_ms": round(1000 * (many * args.cpus - on_ray.seconds)
                                      / args.games, 1),
        "load_average_before": [round(x, 1) for x in load_before],
        "load_average_after": [round(x, 1) for x in os.getloadavg()]}
    print(json.dumps(figures))
    if args.report:
        with open(args.report, "w", encoding="utf-8") as f:
            f.write(report(figures))
    return 0 if same else 1


def report(figures: dict[str, object]) -> str:
    """The figures as a Markdown page."""
    when = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    rows = "".join(f"| {k.replace('_', ' ')} | {v} |\n" for k, v in figures.items())
    return (f"# Simulation on Ray: speed-up over one process\n\n"
            f"`python bench/ray_speedup.py --games {figures['games']} --cpus "
            f"{figures['cpus']}`, {when}, random policy in every seat.\n\n"
            f"| figure | value |\n|---|---|\n{rows}")


if __name__ == "__main__":
    raise SystemExit(main())

"""Speed-up of ``manastack simulate --ray`` over one process: ``python bench/ray_speedup.py``.

Plays ``--games`` games (default 200) of one matchup with the random policy, once in this
process and once as tasks on a local Ray cluster of ``--cpus`` CPUs (default 2), checks that the
figures are the same, and prints both wall times, the speed-up, and Ray's overhead per game
(wall time on Ray times CPUs, less the games' own time, per game). Ray's start-up is timed
apart and not counted.
"""

from __future__ import annotations

import argparse
import json
import time

from manastack.formats.deck_choice import load_deck
from manastack.scale import simulate_on_ray
from manastack.simulate import simulate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--cpus", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-decisions", type=int, default=20_000)
    ap.add_argument("decks", nargs="*", default=["mid_gw", "mid_ub"])
    args = ap.parse_args(argv)
    decks = [load_deck(d) for d in args.decks]
    t = time.perf_counter()
    alone = simulate(decks, args.games, args.seed, max_decisions=args.max_decisions)
    one = time.perf_counter() - t
    import ray
    t = time.perf_counter()
    ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    startup = time.perf_counter() - t
    t = time.perf_counter()
    on_ray = simulate_on_ray(decks, args.games, args.seed, max_decisions=args.max_decisions)
    many = time.perf_counter() - t
    ray.shutdown()
    same = [alone.to_dict()[k] for k in ("wins", "draws", "unfinished", "decisions")] == \
        [on_ray.to_dict()[k] for k in ("wins", "draws", "unfinished", "decisions")]
    print(json.dumps({
        "games": args.games, "cpus": args.cpus, "same_figures": same,
        "one_process_seconds": round(one, 2), "ray_seconds": round(many, 2),
        "ray_startup_seconds": round(startup, 2), "speedup": round(one / many, 2),
        "overhead_per_game_ms": round(1000 * (many * args.cpus - on_ray.seconds)
                                      / args.games, 1)}))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())

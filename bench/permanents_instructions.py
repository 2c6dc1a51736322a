"""Instructions per decision at 0–3 and at 30+ permanents, counted by callgrind:
``python bench/permanents_instructions.py [--games N] [--seed S] [MATCHUP ...]``.

The benchmark's "µs/decision 30+ vs 0–3 permanents" is a CPU-time ratio over a few hundred
decisions, so it moves with the machine's load by ±20% or more from one run to the next. This
script measures the same thing in a way that repeats exactly: the benchmark's games (same
decks, seeds and :func:`manastack.benchmark._policies`, ``auto_pay``) are played twice in one
process (the second time with every cache warm, as in the benchmark's timed pass), and during
the second play each whole decision (listing, choosing, applying) with 0–3 or with 30+
permanents on the battlefield when it was asked is made from inside a tiny C function that
turns callgrind's collection on around it (``CALLGRIND_TOGGLE_COLLECT``, with
``--collect-atstart=no``); the counts are dumped, labelled with the bucket, whenever the bucket
changes, and each bucket's sum divided by its decisions gives instructions per decision. The same code, inputs and
``PYTHONHASHSEED`` give the same counts, whatever else the machine is doing.

MATCHUP is ``commander`` (the benchmark's four-player table) or two deck names joined by ``-``
(``ons_wu-mid_ub``, the default list being ons_wu-ons_br, ons_wu-mid_ub and commander). Needs
valgrind (with its ``valgrind/callgrind.h``) and a C compiler; a run takes a few minutes
per matchup.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

_MARKERS = r"""
#include <valgrind/callgrind.h>
typedef void (*decision_fn)(void);
void ms_decision(decision_fn f) { CALLGRIND_TOGGLE_COLLECT; f(); CALLGRIND_TOGGLE_COLLECT; }
void ms_dump(const char *label) { CALLGRIND_DUMP_STATS_AT(label); }
"""

DEFAULT = ("ons_wu-ons_br", "ons_wu-mid_ub", "commander")


def _matchup(name: str):  # type: ignore[no-untyped-def]
    from manastack.benchmark import Matchup, commander_matchups
    from manastack.formats.decklist import load_decklist
    if name == "commander":
        skipped: list[str] = []
        found = commander_matchups((), skipped)
        if not found:
            raise SystemExit("; ".join(skipped))
        return found[0]
    x, _, y = name.partition("-")
    return Matchup(f"{x} vs {y}", (load_decklist(x), load_decklist(y)))


def play(name: str, games: int, seed: int, library: str) -> None:
    """Inside valgrind: the games twice, the second time through the markers."""
    from manastack.benchmark import _policies
    from manastack.benchmark.results import MAX_DECISIONS
    from manastack.game import Game
    from manastack.simulate import Autoplayer

    lib = ctypes.CDLL(library)
    fn = ctypes.CFUNCTYPE(None)
    m = _matchup(name)
    counts = {"few": 0, "many": 0}
    current = ""  # the bucket whose counts are being collected since the last dump
    for marked in (False, True):
        for i in range(games):
            game = Game.new(list(m.decks), seed=seed + i, format=m.format, auto_pay=True)
            runner = Autoplayer(game, list(_policies(seed + i, len(m.decks))))
            n = 0
            step = fn(runner.step)
            while not game.is_over and n < MAX_DECISIONS:
                permanents = len(game.state.battlefield)
                bucket = "" if not marked else "few" if permanents <= 3 else \
                    "many" if permanents >= 30 else ""
                if not bucket:
                    runner.step()
                else:
                    if bucket != current:
                        if current:
                            lib.ms_dump(current.encode())
                        current = bucket
                    counts[bucket] += 1
                    lib.ms_decision(step)
                n += 1
    if current:
        lib.ms_dump(current.encode())
    print(f"DECISIONS few={counts['few']} many={counts['many']}")


def _collected(out_file: Path) -> dict[str, int]:
    """Instructions per bucket: the sum of the parts dumped with its label."""
    found = {"few": 0, "many": 0}
    for part in out_file.parent.glob(out_file.name + ".*"):
        text = part.read_text()
        label = re.search(r"^desc: Trigger: Client Request: (\w+)$", text, re.M)
        total = re.search(r"^totals: (\d+)$", text, re.M)
        if label and total and label.group(1) in found:
            found[label.group(1)] += int(total.group(1))
    return found


def measure(name: str, games: int, seed: int, work: Path) -> tuple[int, int, float, float]:
    """Decisions and instructions per decision at 0–3 and 30+ permanents for ``name``."""
    library = work / "markers.so"
    if not library.exists():
        (work / "markers.c").write_text(_MARKERS)
        subprocess.run(["cc", "-O0", "-shared", "-fPIC", "-o", str(library),
                        str(work / "markers.c")], check=True)
    out_file = work / f"callgrind.{name}.out"
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--collect-atstart=no",
         f"--callgrind-out-file={out_file}",
         sys.executable, __file__, "--inside", name, "--games", str(games),
         "--seed", str(seed), "--library", str(library)],
        capture_output=True, text=True, env=env)
    if run.returncode:
        raise SystemExit(run.stderr[-2000:])
    m = re.search(r"DECISIONS few=(\d+) many=(\d+)", run.stdout)
    assert m, run.stdout
    few, many = int(m.group(1)), int(m.group(2))
    inc = _collected(out_file)
    return few, many, inc.get("few", 0) / max(few, 1), inc.get("many", 0) / max(many, 1)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matchups", nargs="*", default=list(DEFAULT))
    ap.add_argument("--games", type=int, default=0,
                    help="games per matchup (default: 10, 3 for commander)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--inside", help=argparse.SUPPRESS)
    ap.add_argument("--library", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.inside:
        play(args.inside, args.games, args.seed, args.library)
        return 0
    print("| matchup | games | decisions 0–3 | decisions 30+ | instructions/decision 0–3 "
          "| instructions/decision 30+ | ratio (goal ≤ 1.5) |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.matchups:
            games = args.games or (3 if name == "commander" else 10)
            few, many, a, b = measure(name, games, args.seed, Path(tmp))
            print(f"| {name} | {games} | {few} | {many} | {a / 1000:.1f}k | {b / 1000:.1f}k "
                  f"| {b / a if a else float('nan'):.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

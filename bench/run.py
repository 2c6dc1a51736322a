"""Run the manastack benchmark: ``python bench/run.py [--games N] [--json] [DECK DECK ...]``.

The measurements live in ``manastack.benchmark`` (``manastack bench`` runs the same code); see
that module for what is measured and how. Reads ``../shared/bench/decks`` when present.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console

from manastack.benchmark import REPEATS, markdown_report, print_report, run_bench


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("decks", nargs="*", help="decks to benchmark, in pairs (default: samples)")
    ap.add_argument("--games", type=int, default=3, help="games per matchup (default 3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shared", type=Path, default=None,
                    help="folder of the shared benchmark decks (default ../shared/bench/decks)")
    ap.add_argument("--no-shared", action="store_true")
    ap.add_argument("--no-phase", action="store_true", help="don't run phase.rs")
    ap.add_argument("--max-decisions", type=int, default=20_000,
                    help="stop a game after this many decisions")
    ap.add_argument("--repeat", type=int, default=REPEATS,
                    help=f"passes of each matchup's games per engine (default {REPEATS})")
    ap.add_argument("--json", action="store_true", help="print one JSON document")
    ap.add_argument("--report", type=Path, default=None,
                    help="also write the report as Markdown to this file")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games must be at least 1")
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    console = Console(stderr=True)
    report = run_bench(games=args.games, seed=args.seed, decks=args.decks, shared=args.shared,
                       use_shared=not args.no_shared, phase=not args.no_phase,
                       progress=lambda name: console.print(f"measuring {name}…"),
                       max_decisions=args.max_decisions, repeat=args.repeat)
    if args.report is not None:
        args.report.write_text(markdown_report(report, "python bench/run.py " + " ".join(
            argv if argv is not None else sys.argv[1:])), encoding="utf-8")
    if args.json:
        print(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        print_report(Console(), report)
    return 0


if __name__ == "__main__":
    sys.exit(main())

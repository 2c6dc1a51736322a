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

With ``--kinds``, each bucket is also broken down by kind of decision
(:mod:`manastack.benchmark.decision_kinds`, as the benchmark's table by kind): the first play
names each decision's kind, and the second dumps the counts whenever the bucket or the kind
changes, so each kind's instructions per decision are exact too; the ratio for the same kinds
weighted as at 0–3, and the one the mix of kinds alone gives, follow.

With ``--listing-bound``, the second play answers every priority listing that the first play
found identical to the same player's previous one in that game (``legal.priority_actions``,
and the pass-only check ``legal._nothing_but_pass`` for the same question) with that previous
answer, at no cost, the others being made as usual: the figure an engine that kept its legal
actions across state versions perfectly, never making a listing again whose answer had not
changed, would reach, and so the most that keeping them could give (CR 117.1). The games are
the same (the answers are).

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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


class _ListingBound:
    """``--listing-bound``: ``legal.priority_actions`` and ``legal._nothing_but_pass`` wrapped
    so that the first play notes, call by call, whether each answer is the one the same
    question (player, and the pass-only check's arguments) had last in that game, and the
    second play gives those answers again without making them."""

    def __init__(self) -> None:
        from manastack.decisions import legal
        self.legal = legal
        self.made: dict[str, Any] = {"listing": legal.priority_actions,
                                     "pass only": legal._nothing_but_pass}
        self.same: dict[str, list[bool]] = {"listing": [], "pass only": []}
        self.calls = {"listing": 0, "pass only": 0}
        self.last: dict[tuple[Any, ...], Any] = {}
        self.second = False
        legal.priority_actions = self._wrap("listing")
        legal._nothing_but_pass = self._wrap("pass only")

    def restore(self) -> None:
        """The listing functions as they were."""
        self.legal.priority_actions = self.made["listing"]
        self.legal._nothing_but_pass = self.made["pass only"]

    def reused(self) -> int:
        """How many answers the second play gives again without making them."""
        return sum(sum(x) for x in self.same.values())

    def new_game(self, second: bool) -> None:
        """A game of the first play (``second`` False) or of the second begins."""
        self.second = second
        self.last.clear()

    def _wrap(self, what: str) -> Any:
        made = self.made[what]

        def answer(*args: Any) -> Any:
            key = (what, *args[1:])
            if self.second:
                i = self.calls[what]
                self.calls[what] = i + 1
                if self.same[what][i]:
                    kept = self.last[key]
                    return list(kept) if isinstance(kept, list) else kept
            out = made(*args)
            if not self.second:
                self.same[what].append(key in self.last and self.last[key] == out)
            self.last[key] = out
            return out
        return answer


def play(name: str, games: int, seed: int, library: str, by_kind: bool = False,
         listing_bound: bool = False) -> None:
    """Inside valgrind: the games twice, the second time through the markers (with
    ``by_kind``, a dump at each change of bucket or kind, the kinds named in the first play;
    with ``listing_bound``, the listings found unchanged in the first play not made again in
    the second, ``_ListingBound``)."""
    from manastack.benchmark import _policies
    from manastack.benchmark.decision_kinds import decision_kind
    from manastack.benchmark.results import MAX_DECISIONS
    from manastack.game import Game
    from manastack.simulate import Autoplayer

    lib = ctypes.CDLL(library)
    fn = ctypes.CFUNCTYPE(None)
    m = _matchup(name)
    counts: dict[str, int] = {}
    kinds: list[str] = []  # each decision's kind, in the order of the first play
    names: dict[str, int] = {}  # a kind's number in the dumps' labels
    current = ""  # the label whose counts are being collected since the last dump
    bound = _ListingBound() if listing_bound else None
    for marked in (False, True):
        k = 0
        for i in range(games):
            if bound is not None:
                bound.new_game(marked)
            game = Game.new(list(m.decks), seed=seed + i, format=m.format, auto_pay=True)
            runner = Autoplayer(game, list(_policies(seed + i, len(m.decks))))
            n = 0
            step = fn(runner.step)
            while not game.is_over and n < MAX_DECISIONS:
                permanents = len(game.state.battlefield)
                bucket = "" if not marked else "few" if permanents <= 3 else \
                    "many" if permanents >= 30 else ""
                if not marked and by_kind:
                    d = game.decision
                    assert d is not None
                    g = game.state
                    stack, turn_step = len(g.stack), g.step
                    acts = game.legal_actions()
                    a = runner.step(acts)
                    g = game.state
                    kinds.append(decision_kind(d.kind, len(acts), a, stack, turn_step,
                                               len(g.stack), g.step))
                elif not bucket:
                    runner.step()
                else:
                    label = bucket if not by_kind else \
                        f"{bucket}_{names.setdefault(kinds[k], len(names))}"
                    if label != current:
                        if current:
                            lib.ms_dump(current.encode())
                        current = label
                    counts[label] = counts.get(label, 0) + 1
                    lib.ms_decision(step)
                n += 1
                k += 1
    if current:
        lib.ms_dump(current.encode())
    print("DECISIONS " + " ".join(f"{label}={c}" for label, c in counts.items()))
    print("KINDS " + "|".join(sorted(names, key=names.__getitem__)))


def _collected(out_file: Path) -> dict[str, int]:
    """Instructions per label: the sum of the parts dumped with it (each part is removed once
    read: with ``--kinds`` there are thousands)."""
    found: dict[str, int] = {}
    for part in out_file.parent.glob(out_file.name + ".*"):
        text = part.read_text()
        part.unlink()
        label = re.search(r"^desc: Trigger: Client Request: (\w+)$", text, re.M)
        total = re.search(r"^totals: (\d+)$", text, re.M)
        if label and total:
            found[label.group(1)] = found.get(label.group(1), 0) + int(total.group(1))
    return found


@dataclass
class Measured:
    """One matchup's figures: per bucket (``few``: 0–3 permanents, ``many``: 30+), decisions
    and instructions in all, and the same by kind of decision (with ``--kinds``)."""
    few: tuple[int, int]
    many: tuple[int, int]
    few_kinds: dict[str, tuple[int, float]]
    many_kinds: dict[str, tuple[int, float]]


def measure(name: str, games: int, seed: int, work: Path, by_kind: bool = False,
            listing_bound: bool = False) -> Measured:
    """Decisions and instructions at 0–3 and 30+ permanents for ``name`` (with
    ``listing_bound``, unchanged listings not made again: ``_ListingBound``)."""
    library = work / "markers.so"
    if not library.exists():
        (work / "markers.c").write_text(_MARKERS)
        subprocess.run(["cc", "-O0", "-shared", "-fPIC", "-o", str(library),
                        str(work / "markers.c")], check=True)
    out_file = work / f"callgrind.{name}.out"
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--collect-atstart=no",
         "--dump-instr=no", "--dump-line=no", f"--callgrind-out-file={out_file}",
         sys.executable, __file__, "--inside", name, "--games", str(games),
         "--seed", str(seed), "--library", str(library)] + (["--kinds"] if by_kind else [])
        + (["--listing-bound"] if listing_bound else []),
        capture_output=True, text=True, env=env)
    if run.returncode:
        raise SystemExit(run.stderr[-2000:])
    m = re.search(r"^DECISIONS ?(.*)$", run.stdout, re.M)
    k = re.search(r"^KINDS ?(.*)$", run.stdout, re.M)
    assert m and k, run.stdout
    counts = {label: int(c) for label, _, c in
              (x.partition("=") for x in m.group(1).split())}
    names = k.group(1).split("|") if k.group(1) else []
    inc = _collected(out_file)
    out = Measured((0, 0), (0, 0), {}, {})
    for label, c in counts.items():
        bucket, _, kind = label.partition("_")
        total = inc.get(label, 0)
        b = out.few if bucket == "few" else out.many
        b = (b[0] + c, b[1] + total)
        if bucket == "few":
            out.few = b
        else:
            out.many = b
        if kind:
            (out.few_kinds if bucket == "few" else out.many_kinds)[names[int(kind)]] = \
                (c, float(total))
    return out


def _kinds_table(name: str, m: Measured) -> list[str]:
    """The buckets by kind of decision, the costliest at 30+ first."""
    from manastack.benchmark.decision_kinds import mix_alone_ratio, same_kinds_ratio

    def cell(b: tuple[int, float] | None) -> str:
        return "–" if not b else f"{b[1] / b[0] / 1000:.1f}k ({b[0]})"
    kinds = sorted(set(m.few_kinds) | set(m.many_kinds),
                   key=lambda x: (-m.many_kinds.get(x, (0, 0.0))[1],
                                  -m.few_kinds.get(x, (0, 0.0))[1]))
    same = same_kinds_ratio(m.few_kinds, m.many_kinds)
    alone = mix_alone_ratio(m.few_kinds, m.many_kinds)
    return ["", f"{name}: instructions per decision by kind, 0–3 → 30+ permanents "
            "(decisions); the ratio for the same kinds weighted as at 0–3: "
            + ("–" if same is None else f"{same:.2f}")
            + "; the ratio from the mix of kinds alone (no kind costlier at 30+): "
            + ("–" if alone is None else f"{alone:.2f}"), "",
            "| kind of decision | 0–3 | 30+ | 30+ vs 0–3 |", "|---|---|---|---|"] + [
        f"| {x} | {cell(m.few_kinds.get(x))} | {cell(m.many_kinds.get(x))} | "
        + (f"{(m.many_kinds[x][1] / m.many_kinds[x][0]) / (m.few_kinds[x][1] / m.few_kinds[x][0]):.2f}"
           if x in m.few_kinds and x in m.many_kinds else "–") + " |"
        for x in kinds]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("matchups", nargs="*", default=list(DEFAULT))
    ap.add_argument("--games", type=int, default=0,
                    help="games per matchup (default: 10, 3 for commander)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kinds", action="store_true",
                    help="break each bucket down by kind of decision")
    ap.add_argument("--listing-bound", action="store_true",
                    help="answer every priority listing unchanged since the same player's "
                    "previous one at no cost: the most that keeping listings could give")
    ap.add_argument("--inside", help=argparse.SUPPRESS)
    ap.add_argument("--library", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.inside:
        play(args.inside, args.games, args.seed, args.library, args.kinds, args.listing_bound)
        return 0
    print("| matchup | games | decisions 0–3 | decisions 30+ | instructions/decision 0–3 "
          "| instructions/decision 30+ | ratio (goal ≤ 1.5) |")
    print("|---|---|---|---|---|---|---|")
    tables: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.matchups:
            games = args.games or (3 if name == "commander" else 10)
            m = measure(name, games, args.seed, Path(tmp), args.kinds, args.listing_bound)
            (few, i_few), (many, i_many) = m.few, m.many
            a, b = i_few / max(few, 1), i_many / max(many, 1)
            print(f"| {name} | {games} | {few} | {many} | {a / 1000:.1f}k | {b / 1000:.1f}k "
                  f"| {b / a if a else float('nan'):.2f} |", flush=True)
            if args.kinds:
                tables += _kinds_table(name, m)
    print("\n".join(tables))
    return 0


if __name__ == "__main__":
    sys.exit(main())

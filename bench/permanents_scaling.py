"""Cost of the same decisions with few and with many permanents on the battlefield:
``python bench/permanents_scaling.py [--bystanders K] [--repeats R] [--report FILE] [MATCHUP ...]``.

The benchmark's "µs/decision 30+ vs 0–3 permanents" compares the decisions random players
happen to take early in a game with those they take late: late decisions pay bigger costs,
resolve bigger spells and declare bigger combats, so the ratio mixes what a full battlefield
makes a decision *do* with what it makes the engine *pay per permanent*. This script measures
the second alone: one fixed script of decisions is played twice on positions built with
:class:`manastack.scenario.Scenario`,

* *few*: each player has a Plains and a Glory Seeker, a hand of two Plains and two Glory
  Seekers, a library of Plains; 4 permanents when the script starts;
* *many*: the same, and ``K`` more permanents for each player (15 by default: 34 in all),
  taken in turn from the matchup's decks: their creatures, artifacts and non-Aura
  enchantments with no triggered ability (so nothing triggers and the decisions stay the
  same) — static abilities for the layer pass, activated and mana abilities for the listings
  and the payments, keywords.

The script (for four turns, each player in turn): play a land, cast one Glory Seeker paying
automatically, let it resolve, attack with nothing, pass. The sequence of decision kinds is
checked to be the same on both boards; each decision (listing the legal actions, applying the
one taken) is timed in CPU time, and each board's total is the best of ``R`` plays. The ratio
of the mean cost per decision on the *many* board to that on the *few* board is the engine's
cost of permanents that are merely there (the issue's "cost per decision at 30+ permanents",
with the decisions held the same).

MATCHUP is two deck names joined by ``-`` (default: the benchmark's four two-player matchups).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from manastack.decisions.actions import (
    CastSpell,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    PlayLand,
)
from manastack.dsl.abilities import TriggeredAbility
from manastack.formats.decklist import load_decklist
from manastack.game import Game
from manastack.rules.characteristics import chars
from manastack.scenario import Scenario

DEFAULT = ("ons_wu-ons_br", "mid_gw-mid_ub", "ons_wu-mid_ub", "ons_br-mid_gw")
TURNS = 4
"""The script plays turns 3 to 3 + TURNS - 1."""


@dataclass
class Board:
    """One board's figures: decisions, best total CPU seconds, kinds in order."""

    permanents: int
    decisions: int
    seconds: float
    kinds: tuple[str, ...]

    @property
    def mean_us(self) -> float:
        return self.seconds / self.decisions * 1e6


def bystanders(matchup: str) -> list[str]:
    """The permanent cards of the matchup's decks with no triggered ability, in list order
    (each once): creatures, artifacts, enchantments other than Auras, lands."""
    out: dict[str, None] = {}
    for name in matchup.split("-"):
        for entry in load_decklist(name).main:
            face = entry.card.faces[0]
            if not any(t in face.types for t in ("Creature", "Artifact", "Enchantment")) \
                    or "Aura" in face.subtypes or _triggers(entry.card.name):
                continue
            out[entry.card.name] = None
    return list(out)


def _triggers(name: str) -> bool:
    """Whether the permanent ``name`` has a triggered ability on the battlefield."""
    s = Scenario(players=2)
    s.battlefield(0, name, label="it")
    game = s.build()
    oid = game.state.battlefield[-1]
    return any(isinstance(a, TriggeredAbility) for a in chars(game.state, oid).abilities)


def build(extra: list[str], k: int) -> Game:
    """The script's position: a Plains and a Glory Seeker each, ``k`` of ``extra`` each (player 1 starting
    further down the list)."""
    s = Scenario(players=2, seed=1, auto_pay=True)
    for p in (0, 1):
        s.battlefield(p, "Plains", "Glory Seeker")
        for i in range(k):
            s.battlefield(p, extra[(i + 5 * p) % len(extra)], sick=False)
        s.hand(p, "Plains", "Plains", "Glory Seeker", "Glory Seeker")
        s.library(p, *(["Plains"] * 12))
    s.at("precombat_main", active=0, turn=3, priority=0)
    return s.build()


def play(game: Game) -> tuple[int, float, tuple[str, ...]]:
    """Play the script; decisions, CPU seconds, the kinds in order."""
    kinds: list[str] = []
    seconds = 0.0
    clock = time.process_time
    cast = 0  # the last turn a spell was cast
    while not game.is_over and game.state.turn < 3 + TURNS:
        d = game.decision
        assert d is not None
        t0 = clock()
        acts = game.legal_actions()
        if d.kind == "priority":
            action = next((a for a in acts if isinstance(a, PlayLand)), None)
            if action is None and not game.state.stack and cast < game.state.turn:
                action = next((a for a in acts if isinstance(a, CastSpell)), None)
                cast = game.state.turn if action is not None else cast
            if action is None:
                action = PassPriority()
        elif d.kind == "pay_mana":
            action = next(a for a in acts if isinstance(a, PayAutomatically))
        elif d.kind in ("declare_attackers", "declare_blockers"):
            action = next(a for a in acts if isinstance(a, FinishDeclaration))
        else:
            action = acts[0]
        game.apply(d.player, action)
        seconds += clock() - t0
        kinds.append(d.kind if d.kind != "priority" else type(action).__name__)
    return len(kinds), seconds, tuple(kinds)


def measure(extra: list[str], k: int, repeats: int) -> Board:
    best: Board | None = None
    for _ in range(repeats):
        game = build(extra, k)
        permanents = len(game.state.battlefield)
        gc.collect()
        n, seconds, kinds = play(game)
        if best is None or seconds < best.seconds:
            best = Board(permanents, n, seconds, kinds)
    assert best is not None
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("matchups", nargs="*", default=list(DEFAULT))
    ap.add_argument("--bystanders", type=int, default=15, help="extra permanents per player")
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--report", type=Path, help="write the table as Markdown")
    args = ap.parse_args(argv)
    rows = ["| matchup | permanents | decisions | µs/decision | permanents | µs/decision | "
            "ratio |", "|---|---:|---:|---:|---:|---:|---:|"]
    worst = 0.0
    for m in args.matchups:
        extra = bystanders(m)
        few = measure(extra, 0, args.repeats)
        many = measure(extra, args.bystanders, args.repeats)
        if few.kinds != many.kinds:
            print(f"{m}: the decisions differ between the boards", file=sys.stderr)
            return 1
        ratio = many.mean_us / few.mean_us
        worst = max(worst, ratio)
        rows.append(f"| {m} | {few.permanents} | {few.decisions} | {few.mean_us:.1f} | "
                    f"{many.permanents} | {many.mean_us:.1f} | {ratio:.2f} |")
        print(rows[-1], flush=True)
    text = "\n".join(rows) + f"\n\nWorst ratio: {worst:.2f} (target ≤ 1.5).\n"
    if args.report:
        args.report.write_text(text, encoding="utf-8")
    print(f"worst ratio {worst:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Performance figures under the random policy (``manastack bench`` and ``bench/run.py``).

Measured per matchup, with seeded :class:`~manastack.decisions.policies.RandomPolicy` players:

* **decisions/s** — decisions answered (``legal_actions()`` + the policy's choice + ``apply``)
  per second of wall time over whole games, game creation included;
* **games/s** — games played to the end per second;
* **legal_actions() µs** — mean wall time of one ``legal_actions()`` call during those games;
* **clone() µs** — mean wall time of ``Game.clone()`` on the first game paused at half of its
  decisions (``CLONE_REPEATS`` clones, the first copy of an object on write is not included);
* **live game MB** — the memory a live game holds at that midpoint, measured with
  :mod:`tracemalloc`: tracing starts after the card definitions and caches are warm (the first
  game already ran), the game is replayed from its seed to the midpoint, garbage is collected and
  the traced current size is read. The game's pickled size is reported beside it, for
  reference (it omits interpreter overheads, so it is smaller).

Matchups: the bundled sample decks, and — when every card of the two decks is implemented —
the shared benchmark decks (their bundled copies in data/decks, or a folder given):
ons_wu–ons_br, mid_gw–mid_ub, and the cross-set ons_wu–mid_ub and ons_br–mid_gw.
With ``format="commander"`` (``manastack bench --format commander``) the matchup is a table of
four Commander players (CR 903) with the two bundled precons, coven_counters and
undead_unleashed, twice each — skipped, with the reason, while any of their cards is not
implemented — or one table of the decks given; phase.rs is not run for Commander.

The phase.rs engine (PyPI ``phase-python``) is run on the same decks when it is installed,
with its own uniformly random player; its Oracle data is built from this package's card
database. Otherwise the report says why, and the reference figure of about 130 decisions/s
stands as the documented baseline.
"""

from __future__ import annotations

import gc
import json
import pickle
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.decisions.policies import Policy, RandomPolicy
from manastack.formats.decklist import DeckList, DeckListError, load_decklist
from manastack.game import Game
from manastack.simulate import Autoplayer

GOALS = {"decisions_per_second": 2000.0, "clone_us": 200.0, "live_game_mb": 2.0}
PHASE_BASELINE = 130.0
CLONE_REPEATS = 200
MAX_DECISIONS = 20_000
SHARED_MATCHUPS = (("ons_wu", "ons_br"), ("mid_gw", "mid_ub"), ("ons_wu", "mid_ub"),
                   ("ons_br", "mid_gw"))


@dataclass
class Matchup:
    name: str
    decks: tuple[DeckList, ...]
    format: str = "normal"


@dataclass
class MatchupResult:
    name: str
    games: int
    decisions: int
    seconds: float
    legal_calls: int
    legal_seconds: float
    clone_us: float
    live_game_mb: float
    pickled_mb: float | None
    cpu_seconds: float = 0.0
    rejected: int = 0
    """Actions listed as legal that the engine then refused (it rewound the game)."""
    phase: dict[str, Any] | None = None

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_cpu_second(self) -> float:
        return self.decisions / self.cpu_seconds if self.cpu_seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def legal_actions_us(self) -> float:
        return 1e6 * self.legal_seconds / self.legal_calls if self.legal_calls else 0.0

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "matchup": self.name, "games": self.games, "decisions": self.decisions,
            "seconds": round(self.seconds, 3),
            "decisions_per_second": round(self.decisions_per_second, 1),
            "cpu_seconds": round(self.cpu_seconds, 3),
            "decisions_per_cpu_second": round(self.decisions_per_cpu_second, 1),
            "games_per_second": round(self.games_per_second, 3),
            "legal_actions_us": round(self.legal_actions_us, 1),
            "clone_us": round(self.clone_us, 1),
            "live_game_mb": round(self.live_game_mb, 3),
            "pickled_mb": None if self.pickled_mb is None else round(self.pickled_mb, 3),
            "rejected_actions": self.rejected,
        }
        if self.phase is not None:
            d["phase"] = self.phase
        return d


@dataclass
class BenchReport:
    results: list[MatchupResult] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    phase_status: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"goals": GOALS, "phase_baseline_decisions_per_second": PHASE_BASELINE,
                "phase_status": self.phase_status,
                "results": [r.to_dict() for r in self.results], "skipped": self.skipped}


# -- matchups -----------------------------------------------------------------------------------
def _playable(deck: DeckList) -> list[str]:
    """Names of the deck's cards (its commander included) that are not implemented."""
    from manastack.cards.registry import card_def
    keys = [*deck.card_keys(), *(e.card.key for e in deck.commander)]
    return sorted({card_def(k).card.name for k in keys if not card_def(k).implemented})


COMMANDER_TABLE = ("coven_counters", "undead_unleashed", "coven_counters", "undead_unleashed")
"""The four-player Commander benchmark table: the two bundled precons, twice each."""


def commander_matchups(names: Sequence[str], skipped: list[str]) -> list[Matchup]:
    """One Commander table (CR 903) of the decks ``names`` (default: ``COMMANDER_TABLE``),
    or none, with the reason in ``skipped``, while a card of theirs is not implemented."""
    from manastack.formats.deck_choice import load_deck
    names = list(names) or list(COMMANDER_TABLE)
    decks = tuple(load_deck(n, check=False, format="commander") for n in names)
    label = " · ".join(d.name or "?" for d in decks)
    missing = sorted(set().union(*(_playable(d) for d in decks)))
    if missing:
        skipped.append(f"Commander table {label} ({len(decks)} players): {len(missing)} cards "
                       f"not implemented yet ({', '.join(missing[:4])}"
                       f"{', …' if len(missing) > 4 else ''})")
        return []
    return [Matchup(f"Commander: {label}", decks, "commander")]


def sample_matchups() -> list[Matchup]:
    from manastack.formats.deck_choice import default_decks
    a, b = default_decks()
    return [Matchup(f"{a.name} vs {b.name}", (a, b))]


def shared_matchups(folder: Path | None, skipped: list[str]) -> list[Matchup]:
    """The shared benchmark matchups, from ``folder`` or else from the bundled copies of the
    benchmark decks (data/decks, vendored with their provenance)."""
    out = []
    for x, y in SHARED_MATCHUPS:
        try:
            decks = (load_decklist(str(folder / f"{x}.txt") if folder else x),
                     load_decklist(str(folder / f"{y}.txt") if folder else y))
        except (FileNotFoundError, DeckListError) as e:
            skipped.append(f"{x} vs {y}: {e}")
            continue
        missing = sorted(set(_playable(decks[0])) | set(_playable(decks[1])))
        if missing:
            skipped.append(f"{x} vs {y}: {len(missing)} cards not implemented yet "
                           f"({', '.join(missing[:4])}{', …' if len(missing) > 4 else ''})")
            continue
        out.append(Matchup(f"{x} vs {y}", decks))
    return out


def named_matchups(names: Sequence[str]) -> list[Matchup]:
    """Matchups from deck names or files given in pairs: ``a b c d`` → a–b, c–d."""
    from manastack.formats.deck_choice import load_deck
    if len(names) % 2:
        raise ValueError("decks are benchmarked in pairs: give an even number of decks")
    decks = [load_deck(n) for n in names]
    return [Matchup(f"{decks[i].name} vs {decks[i + 1].name}", (decks[i], decks[i + 1]))
            for i in range(0, len(decks), 2)]


# -- measuring ----------------------------------------------------------------------------------
def _policies(seed: int, players: int = 2) -> list[RandomPolicy]:
    return [RandomPolicy(seed * 16 + i) for i in range(players)]


def _advance(game: Game, policies: Sequence[Policy], n: int) -> None:
    runner = Autoplayer(game, list(policies))
    for _ in range(n):
        if game.is_over:
            return
        runner.step()


def measure(matchup: Matchup, games: int, seed: int,
            max_decisions: int = MAX_DECISIONS) -> MatchupResult:
    decks = list(matchup.decks)
    decisions = 0
    legal_calls = 0
    legal_seconds = 0.0
    total = 0.0
    first_game_decisions = 0
    rejected = 0
    clock = time.perf_counter
    cpu_start = time.process_time()
    for i in range(games):
        start = clock()
        game = Game.new(decks, seed=seed + i, format=matchup.format)
        runner = Autoplayer(game, list(_policies(seed + i, len(decks))))
        n = 0
        while not game.is_over and n < max_decisions:
            t0 = clock()
            acts = game.legal_actions()
            legal_seconds += clock() - t0
            legal_calls += 1
            runner.step(acts)
            n += 1
        total += clock() - start
        decisions += n
        rejected += runner.rejected
        if i == 0:
            first_game_decisions = n
    cpu = time.process_time() - cpu_start
    # the first game again, paused at its midpoint: clone cost and memory
    mid = max(1, first_game_decisions // 2)
    game = Game.new(decks, seed=seed, format=matchup.format)
    _advance(game, _policies(seed, len(decks)), mid)
    t0 = clock()
    for _ in range(CLONE_REPEATS):
        game.clone()
    clone_us = 1e6 * (clock() - t0) / CLONE_REPEATS
    del game
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    game = Game.new(decks, seed=seed, format=matchup.format)
    _advance(game, _policies(seed, len(decks)), mid)
    gc.collect()
    live = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    try:
        pickled: float | None = len(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)) / 1e6
    except Exception:  # noqa: BLE001 - a state that can't be pickled just has no figure
        pickled = None
    return MatchupResult(matchup.name, games, decisions, total, legal_calls, legal_seconds,
                         clone_us, live / 1e6, pickled, cpu, rejected)


# -- phase.rs -----------------------------------------------------------------------------------
def phase_available() -> tuple[bool, str]:
    """Whether the phase.rs Python bindings can be imported, and why not."""
    try:
        import phase  # noqa: F401
    except Exception as e:  # noqa: BLE001 - any import failure means "not usable here"
        return False, (f"not installable here: {type(e).__name__}: {e} "
                       "(install it with `pip install phase-python`)")
    return True, "installed"


def _atomic(card: Any, face: Any) -> dict[str, Any]:
    """One face in the MTGJSON AtomicCard shape the phase.rs Oracle builder reads."""
    d: dict[str, Any] = {
        "name": face.name, "manaValue": float(card.mana_value),
        "convertedManaCost": float(card.mana_value), "colors": list(face.colors),
        "colorIdentity": list(face.colors), "types": list(face.types),
        "subtypes": list(face.subtypes), "supertypes": list(face.supertypes),
        "type": face.type_line, "text": face.oracle_text, "keywords": list(face.keywords),
        "layout": card.layout, "identifiers": {}, "legalities": {},
        "printings": [card.set_code],
    }
    if face.mana_cost:
        d["manaCost"] = face.mana_cost
    if face.power is not None:
        d["power"], d["toughness"] = face.power, face.toughness
    if face.loyalty is not None:
        d["loyalty"] = face.loyalty
    return d


def phase_card_data(decks: Sequence[DeckList]) -> str:
    """A phase.rs ``card-data.json`` (as text) for the cards of ``decks``."""
    import phase

    from manastack.cards.database import database
    db = database()
    out: dict[str, Any] = {}
    for key in sorted({k for d in decks for k in d.card_keys()}):
        card = db.by_key(key)
        if card.is_double_faced:
            for i, face in enumerate(card.faces):
                a = _atomic(card, face)
                a.update(name=card.name, faceName=face.name, side="ab"[i])
                entry = dict(phase.build_oracle_face_multi(a, None))
                entry.update(layout=card.layout, face_index=i)
                out.setdefault(face.name.lower(), entry)
        else:
            out.setdefault(card.name.lower(), phase.build_oracle_face(_atomic(card, card.front),
                                                                      None))
    return json.dumps(out)


def _phase_actor(game: Any) -> int:
    wf = game.waiting_for()
    data = wf.get("data") if isinstance(wf, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return int(data["player"])
        pending = data.get("pending")
        if isinstance(pending, list) and pending and isinstance(pending[0], dict):
            return int(pending[0].get("player", 0))
    return int(game.priority_player())


def measure_phase(matchup: Matchup, games: int, seed: int,
                  max_decisions: int = MAX_DECISIONS) -> dict[str, Any]:
    """Decisions/s of phase.rs on the same decks, uniformly random actions."""
    import random

    import phase

    from manastack.cards.database import database
    db = database()
    engine = phase.Engine.from_json(phase_card_data(matchup.decks))
    names = [[db.by_key(k).front.name for k in d.card_keys()] for d in matchup.decks]
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        game = engine.new_game(names[0], names[1], seed=seed + i)
        n = 0
        while n < max_decisions:
            acts = game.actions()
            if not acts:
                break
            game.apply(_phase_actor(game), rng.choice(acts))
            n += 1
        decisions += n
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    return {"games": games, "decisions": decisions, "seconds": round(seconds, 3),
            "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
            "cpu_seconds": round(cpu, 3),
            "decisions_per_cpu_second": round(decisions / cpu, 1) if cpu else 0.0}


# -- the whole run ------------------------------------------------------------------------------
def run_bench(games: int = 3, seed: int = 1, decks: Sequence[str] = (),
              shared: Path | None = None, use_shared: bool = True, phase: bool = True,
              progress: Callable[[str], None] | None = None,
              max_decisions: int = MAX_DECISIONS, format: str = "normal") -> BenchReport:
    """Measure every matchup (see the module docstring); ``max_decisions`` caps each game."""
    report = BenchReport()
    if format == "commander":
        matchups = commander_matchups(decks, report.skipped)
        ok, why = False, "not run for Commander games"
    else:
        matchups = named_matchups(decks) if decks else sample_matchups()
        if not decks and use_shared:
            matchups += shared_matchups(shared, report.skipped)
        ok, why = phase_available() if phase else (False, "not run (--no-phase)")
    report.phase_status = why
    if not matchups:
        return report
    # warm the card definitions and caches so the first matchup isn't charged for them
    Game.new(list(matchups[0].decks), seed=seed, format=matchups[0].format)
    for m in matchups:
        if progress:
            progress(m.name)
        r = measure(m, games, seed, max_decisions)
        if ok:
            try:
                r.phase = measure_phase(m, games, seed, max_decisions)
            except Exception as e:  # noqa: BLE001 - report, don't fail the whole benchmark
                r.phase = {"error": f"{type(e).__name__}: {e}"}
        report.results.append(r)
    return report


# -- output -------------------------------------------------------------------------------------
def _mark(ok: bool) -> str:
    return "[green]✓[/green]" if ok else "[red]✗[/red]"


def print_report(console: Any, report: BenchReport) -> None:
    """The report as a rich table (one column per matchup), each figure next to its goal."""
    from rich.table import Table

    table = Table(title="manastack benchmark (random policy)")
    table.add_column("measure")
    table.add_column("goal", justify="right")
    for r in report.results:
        table.add_column(r.name, justify="right")
    rs = report.results
    g = GOALS
    table.add_row("games", "", *(str(r.games) for r in rs))
    table.add_row("decisions", "", *(str(r.decisions) for r in rs))
    table.add_row("decisions/s", f"≥{g['decisions_per_second']:,.0f}", *(
        f"{r.decisions_per_second:,.0f} {_mark(r.decisions_per_second >= g['decisions_per_second'])}"
        for r in rs))
    table.add_row("decisions/CPU-s", "", *(f"{r.decisions_per_cpu_second:,.0f}" for r in rs))
    table.add_row("games/s", "", *(f"{r.games_per_second:.2f}" for r in rs))
    table.add_row("legal_actions() µs", "", *(f"{r.legal_actions_us:,.0f}" for r in rs))
    table.add_row("clone() µs", f"<{g['clone_us']:.0f}", *(
        f"{r.clone_us:,.0f} {_mark(r.clone_us < g['clone_us'])}" for r in rs))
    table.add_row("live game MB", f"<{g['live_game_mb']:.0f}", *(
        f"{r.live_game_mb:.2f} {_mark(r.live_game_mb < g['live_game_mb'])}" for r in rs))
    table.add_row("rejected actions", "", *(str(r.rejected) for r in rs))
    table.add_row("pickled game MB", "", *(
        "–" if r.pickled_mb is None else f"{r.pickled_mb:.2f}" for r in rs))
    with_phase = [r for r in rs if r.phase and "decisions_per_second" in r.phase]
    if with_phase:
        table.add_row("phase.rs decisions/s", "", *(
            f"{r.phase['decisions_per_second']:,.1f}" if r.phase and
            "decisions_per_second" in r.phase else "–" for r in rs))
        table.add_row("phase.rs decisions/CPU-s", "", *(
            f"{r.phase['decisions_per_cpu_second']:,.1f}" if r.phase and
            "decisions_per_cpu_second" in r.phase else "–" for r in rs))
        table.add_row("manastack / phase.rs", "", *(_ratio(r) for r in rs))
    console.print(table)
    console.print("live game: tracemalloc at the first game's midpoint (see "
                  "manastack.benchmark); wall-clock figures depend on the machine's load, "
                  "CPU-s figures less so.")
    if not with_phase:
        errors = [r.phase["error"] for r in rs if r.phase and "error" in r.phase]
        status = errors[0] if errors else report.phase_status
        console.print(f"phase.rs: {status}")
        console.print(f"phase.rs baseline (reference figure): ~{PHASE_BASELINE:.0f} decisions/s; "
                      "manastack/baseline = " + ", ".join(
                          f"{r.decisions_per_second / PHASE_BASELINE:.1f}× ({r.name})"
                          for r in rs))
    for s in report.skipped:
        console.print(f"skipped: {s}")


def _ratio(r: MatchupResult) -> str:
    if not r.phase or not r.phase.get("decisions_per_cpu_second"):
        return "–"
    wall = r.decisions_per_second / float(r.phase["decisions_per_second"] or 1)
    cpu = r.decisions_per_cpu_second / float(r.phase["decisions_per_cpu_second"])
    return f"{wall:.1f}× wall, {cpu:.1f}× CPU"

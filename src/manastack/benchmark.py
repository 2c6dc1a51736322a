"""Performance figures under the random policy (``manastack bench`` and ``bench/run.py``).

Measured per matchup, with seeded :class:`~manastack.decisions.policies.RandomPolicy` players.
Rates are per CPU-second (:func:`time.process_time` of this process, so a busy machine skews
them little), wall-clock figures beside them:

* **decisions, turns and finished games per CPU-second** — decisions answered
  (``legal_actions()`` + the policy's choice + ``apply``), turns begun and games played to
  their end, over whole games, game creation included; decisions per game; options per
  decision (the mean length of ``legal_actions()``);
* **payments** — mana payments (a run of one player's consecutive ``pay_mana`` decisions is one
  payment) and the decisions counted with each payment as one, as phase.rs pays;
* **legal_actions() µs** — mean CPU time of one ``legal_actions()`` call; **pass-only
  priority µs** — the same at priority decisions where passing is the only legal action;
* **layer passes per decision** — layer passes made (``characteristics.LAYER_PASSES``, the
  characteristics computed anew rather than from their cache) per decision;
* **µs per decision at 0–3 and at 30+ permanents** — CPU time of whole decisions by the
  number of permanents on the battlefield, and their ratio;
* **clone() µs** — mean CPU time of ``Game.clone()`` on the first game paused at half of its
  decisions (``CLONE_REPEATS`` clones, the first copy of an object on write is not included);
* **live game MB** — the memory a live game holds at the end of the first game, measured with
  :mod:`tracemalloc`: tracing starts after the card definitions and caches are warm (the first
  game already ran), the game is replayed from its seed to its end, garbage is collected and
  the traced current size is read. The game's pickled size is reported beside it, for
  reference (it omits interpreter overheads, so it is smaller).

``TARGETS`` holds the goals of the speed work (issue 12) each figure is shown against.

Matchups: the bundled sample decks, and — when every card of the two decks is implemented —
the shared benchmark decks (their bundled copies in data/decks, or a folder given):
ons_wu–ons_br, mid_gw–mid_ub, and the cross-set ons_wu–mid_ub and ons_br–mid_gw.
With ``format="commander"`` (``manastack bench --format commander``) the matchup is a table of
four Commander players (CR 903) with the two bundled precons, coven_counters and
undead_unleashed, twice each — skipped, with the reason, while any of their cards is not
implemented — or one table of the decks given; phase.rs is not run for Commander.

The phase.rs engine (PyPI ``phase-python``) is run on the same decks when it is installed,
with a uniformly random choice among its legal actions (while both players take their
mulligan decisions at once, each listed action is taken by the player it belongs to); its
Oracle data is built from this package's card database. The comparison is made on the same
figures, per CPU-second, with the ratios manastack / phase.rs. phase.rs pays mana costs
itself, so the decisions counted with each payment as one are the fair decision count.
Otherwise the report says why, and the reference figure of about 130 decisions/s stands as
the documented baseline.
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
TARGETS = {"turns_ratio": 25.0, "finished_games_ratio": 15.0, "pass_only_us": 15.0,
           "legal_actions_us": 50.0, "layer_passes_per_decision": 0.2,
           "permanents_cost_ratio": 1.5, "clone_us": 20.0, "live_game_mb": 0.5,
           "live_commander_game_mb": 2.0}
"""The goals of the speed work: ratios to phase.rs per CPU-second (at least), the others at
most."""
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
    turns: int = 0
    finished: int = 0
    options: int = 0
    payment_decisions: int = 0
    payments: int = 0
    legal_cpu: float = 0.0
    pass_only: int = 0
    pass_only_cpu: float = 0.0
    layer_passes: int = 0
    few_permanents: tuple[int, float] = (0, 0.0)
    """(decisions, CPU seconds) with 0–3 permanents on the battlefield."""
    many_permanents: tuple[int, float] = (0, 0.0)
    """(decisions, CPU seconds) with 30 or more permanents on the battlefield."""
    format: str = "normal"

    def per_cpu(self, n: float) -> float:
        return n / self.cpu_seconds if self.cpu_seconds else 0.0

    @property
    def decisions_one_payment(self) -> int:
        """Decisions with each mana payment counted as one."""
        return self.decisions - self.payment_decisions + self.payments

    @property
    def pass_only_us(self) -> float:
        return 1e6 * self.pass_only_cpu / self.pass_only if self.pass_only else 0.0

    @property
    def legal_actions_cpu_us(self) -> float:
        return 1e6 * self.legal_cpu / self.legal_calls if self.legal_calls else 0.0

    @property
    def layer_passes_per_decision(self) -> float:
        return self.layer_passes / self.decisions if self.decisions else 0.0

    @staticmethod
    def _us(b: tuple[int, float]) -> float | None:
        return 1e6 * b[1] / b[0] if b[0] else None

    @property
    def permanents_cost_ratio(self) -> float | None:
        few, many = self._us(self.few_permanents), self._us(self.many_permanents)
        return many / few if few and many is not None else None

    def ratios(self) -> dict[str, float] | None:
        """manastack / phase.rs per CPU-second: decisions (each payment one), turns, finished
        games."""
        p = self.phase
        if not p or not p.get("cpu_seconds"):
            return None
        pc = float(p["cpu_seconds"])

        def r(mine: float, theirs: float) -> float:
            return round(self.per_cpu(mine) / (theirs / pc), 2) if theirs else 0.0
        return {"decisions": r(self.decisions_one_payment, p["decisions"]),
                "turns": r(self.turns, p["turns"]),
                "finished_games": r(self.finished, p["finished"])}

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
            "turns": self.turns, "finished_games": self.finished,
            "turns_per_cpu_second": round(self.per_cpu(self.turns), 2),
            "finished_games_per_cpu_second": round(self.per_cpu(self.finished), 3),
            "decisions_per_game": round(self.decisions / self.games, 1),
            "options_per_decision": round(self.options / self.decisions, 2)
            if self.decisions else 0.0,
            "payment_decisions": self.payment_decisions, "payments": self.payments,
            "decisions_one_payment": self.decisions_one_payment,
            "decisions_one_payment_per_cpu_second":
                round(self.per_cpu(self.decisions_one_payment), 1),
            "legal_actions_cpu_us": round(self.legal_actions_cpu_us, 1),
            "pass_only_decisions": self.pass_only,
            "pass_only_us": round(self.pass_only_us, 1),
            "layer_passes_per_decision": round(self.layer_passes_per_decision, 3),
            "us_per_decision_0_3_permanents": _round(self._us(self.few_permanents)),
            "us_per_decision_30_permanents": _round(self._us(self.many_permanents)),
            "permanents_cost_ratio": _round(self.permanents_cost_ratio, 2),
        }
        if self.phase is not None:
            d["phase"] = self.phase
            ratios = self.ratios()
            if ratios is not None:
                d["ratios"] = ratios
        return d


RATIO_ROWS: tuple[tuple[str, str, float | None], ...] = (
    ("turns/CPU-s ratio", "turns", TARGETS["turns_ratio"]),
    ("finished games/CPU-s ratio", "finished_games", TARGETS["finished_games_ratio"]),
    ("decisions/CPU-s ratio (payment = 1)", "decisions", None))
"""The rows comparing manastack with phase.rs: label, key of ``MatchupResult.ratios``, goal."""


def _round(x: float | None, n: int = 1) -> float | None:
    return None if x is None else round(x, n)


@dataclass
class BenchReport:
    results: list[MatchupResult] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    phase_status: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"goals": GOALS, "targets": TARGETS,
                "phase_baseline_decisions_per_second": PHASE_BASELINE,
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
    from manastack.rules import characteristics
    decks = list(matchup.decks)
    decisions = legal_calls = rejected = turns = finished = options = 0
    payment_decisions = payments = pass_only = 0
    legal_seconds = total = legal_cpu = pass_only_cpu = 0.0
    few_n = many_n = 0
    few_cpu = many_cpu = 0.0
    first_game_decisions = 0
    clock = time.perf_counter
    cpu = time.process_time
    passes_before = characteristics.LAYER_PASSES
    cpu_start = cpu()
    for i in range(games):
        start = clock()
        game = Game.new(decks, seed=seed + i, format=matchup.format)
        g = game.state
        runner = Autoplayer(game, list(_policies(seed + i, len(decks))))
        n = 0
        paying: int | None = None
        while not game.is_over and n < max_decisions:
            d = game.decision
            assert d is not None
            t0 = clock()
            c0 = cpu()
            acts = game.legal_actions()
            c1 = cpu()
            legal_seconds += clock() - t0
            legal_calls += 1
            legal_cpu += c1 - c0
            options += len(acts)
            if d.kind == "priority" and len(acts) == 1:
                pass_only += 1
                pass_only_cpu += c1 - c0
            if d.kind == "pay_mana":
                payment_decisions += 1
                if paying != d.player:
                    payments += 1
                paying = d.player
            else:
                paying = None
            permanents = len(g.battlefield)
            runner.step(acts)
            g = game.state  # a refused action rewinds to another state object
            spent = cpu() - c0
            if permanents <= 3:
                few_n += 1
                few_cpu += spent
            elif permanents >= 30:
                many_n += 1
                many_cpu += spent
            n += 1
        total += clock() - start
        decisions += n
        rejected += runner.rejected
        turns += game.state.turn
        finished += game.is_over
        if i == 0:
            first_game_decisions = n
    cpu_seconds = cpu() - cpu_start
    layer_passes = characteristics.LAYER_PASSES - passes_before
    # the first game again, paused at its midpoint: clone cost
    mid = max(1, first_game_decisions // 2)
    game = Game.new(decks, seed=seed, format=matchup.format)
    _advance(game, _policies(seed, len(decks)), mid)
    c0 = cpu()
    for _ in range(CLONE_REPEATS):
        game.clone()
    clone_us = 1e6 * (cpu() - c0) / CLONE_REPEATS
    del game
    gc.collect()
    # and to its end: the memory a live game holds
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    game = Game.new(decks, seed=seed, format=matchup.format)
    _advance(game, _policies(seed, len(decks)), first_game_decisions)
    gc.collect()
    live = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    try:
        pickled: float | None = len(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)) / 1e6
    except Exception:  # noqa: BLE001 - a state that can't be pickled just has no figure
        pickled = None
    return MatchupResult(matchup.name, games, decisions, total, legal_calls, legal_seconds,
                         clone_us, live / 1e6, pickled, cpu_seconds, rejected,
                         turns=turns, finished=finished, options=options,
                         payment_decisions=payment_decisions, payments=payments,
                         legal_cpu=legal_cpu, pass_only=pass_only, pass_only_cpu=pass_only_cpu,
                         layer_passes=layer_passes, few_permanents=(few_n, few_cpu),
                         many_permanents=(many_n, many_cpu), format=matchup.format)


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


def _phase_actor(game: Any, action: Any) -> int:
    """The player who takes ``action``: while both players take mulligan decisions at once
    the listed actions are those of every pending player, each answered by the first pending
    player whose step it fits (keep or mulligan while declaring, cards to put on the bottom
    after keeping)."""
    wf = game.waiting_for()
    data = wf.get("data") if isinstance(wf, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return int(data["player"])
        pending = data.get("pending")
        if isinstance(pending, list) and pending:
            kind = getattr(action, "kind", "")
            for entry in pending:
                step = entry.get("phase", {}).get("type") if isinstance(entry, dict) else None
                if (step == "BottomCards") == (kind != "MulliganDecision"):
                    return int(entry.get("player", 0))
            if isinstance(pending[0], dict):
                return int(pending[0].get("player", 0))
    return int(game.priority_player())


def measure_phase(matchup: Matchup, games: int, seed: int,
                  max_decisions: int = MAX_DECISIONS) -> dict[str, Any]:
    """phase.rs on the same decks, uniformly random actions: decisions, turns and finished
    games per CPU-second."""
    import random

    import phase

    from manastack.cards.database import database
    db = database()
    engine = phase.Engine.from_json(phase_card_data(matchup.decks))
    names = [[db.by_key(k).front.name for k in d.card_keys()] for d in matchup.decks]
    rng = random.Random(seed)
    decisions = turns = finished = options = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        game = engine.new_game(names[0], names[1], seed=seed + i)
        n = 0
        while n < max_decisions:
            acts = game.actions()
            if not acts:
                break
            options += len(acts)
            a = rng.choice(acts)
            game.apply(_phase_actor(game, a), a)
            n += 1
        decisions += n
        turns += int(game.turn)
        wf = game.waiting_for()
        finished += isinstance(wf, dict) and wf.get("type") == "GameOver"
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start

    def per(n: int, t: float, k: int = 1) -> float:
        return round(n / t, k) if t else 0.0
    return {"games": games, "decisions": decisions, "seconds": round(seconds, 3),
            "decisions_per_second": per(decisions, seconds),
            "cpu_seconds": round(cpu, 3),
            "decisions_per_cpu_second": per(decisions, cpu),
            "turns": turns, "finished": finished,
            "turns_per_cpu_second": per(turns, cpu, 2),
            "finished_games_per_cpu_second": per(finished, cpu, 3),
            "decisions_per_game": round(decisions / games, 1),
            "options_per_decision": round(options / decisions, 2) if decisions else 0.0}


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
    for label, goal, cells in _target_rows(rs):
        table.add_row(label, goal, *cells)
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
        for label, key, aim in RATIO_ROWS:
            cells = []
            for r in rs:
                ratios = r.ratios()
                v = ratios[key] if ratios else None
                cells.append("–" if v is None else
                             f"{v:.1f}×" + ("" if aim is None else f" {_mark(v >= aim)}"))
            table.add_row(label, "" if aim is None else f"≥{aim:.0f}×", *cells)
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


def _target_rows(rs: Sequence[MatchupResult]) -> list[tuple[str, str, list[str]]]:
    """The figures of the speed targets (``TARGETS``), one row each: label, goal, cells."""
    t = TARGETS

    def at_most(v: float | None, goal: float, fmt: str) -> str:
        return "–" if v is None else f"{v:{fmt}} {_mark(v <= goal)}"
    rows: list[tuple[str, str, list[str]]] = [
        ("turns/CPU-s", "", [f"{r.per_cpu(r.turns):,.1f}" for r in rs]),
        ("finished games/CPU-s", "", [f"{r.per_cpu(r.finished):.2f}" for r in rs]),
        ("decisions/game", "", [f"{r.decisions / r.games:,.0f}" for r in rs]),
        ("options/decision", "", [f"{r.options / max(1, r.decisions):.1f}" for r in rs]),
        ("decisions (payment = 1)/CPU-s", "",
         [f"{r.per_cpu(r.decisions_one_payment):,.0f}" for r in rs]),
        ("pass-only priority µs (CPU)", f"≤{t['pass_only_us']:.0f}",
         [at_most(r.pass_only_us if r.pass_only else None, t["pass_only_us"], ".1f")
          for r in rs]),
        ("legal_actions() µs (CPU)", f"≤{t['legal_actions_us']:.0f}",
         [at_most(r.legal_actions_cpu_us, t["legal_actions_us"], ".1f") for r in rs]),
        ("layer passes/decision", f"≤{t['layer_passes_per_decision']}",
         [at_most(r.layer_passes_per_decision, t["layer_passes_per_decision"], ".2f")
          for r in rs]),
        ("µs/decision 30+ vs 0–3 permanents", f"≤{t['permanents_cost_ratio']}×",
         [at_most(r.permanents_cost_ratio, t["permanents_cost_ratio"], ".2f") for r in rs]),
        ("clone() µs (CPU)", f"≤{t['clone_us']:.0f}",
         [at_most(r.clone_us, t["clone_us"], ".1f") for r in rs]),
        ("live game MB at its end", f"≤{t['live_game_mb']} (2p), ≤{t['live_commander_game_mb']:.0f}"
         " (Commander)",
         [at_most(r.live_game_mb, t["live_commander_game_mb"] if r.format == "commander"
                  else t["live_game_mb"], ".2f") for r in rs]),
    ]
    return rows


def markdown_report(report: BenchReport, command: str = "manastack bench") -> str:
    """The report as Markdown: one table per figure group, a column per matchup."""
    rs = report.results
    lines = [f"# manastack benchmark (random policy, `{command}`)", "",
             "Rates per CPU-second (`time.process_time`), wall time beside; see "
             "`manastack.benchmark` for what each figure is.", ""]
    head = "| measure | goal | " + " | ".join(r.name for r in rs) + " |"
    lines += [head, "|" + "---|" * (len(rs) + 2)]

    def row(label: str, goal: str, cells: Sequence[str]) -> None:
        lines.append(f"| {label} | {goal} | " + " | ".join(
            c.replace("[green]✓[/green]", "✓").replace("[red]✗[/red]", "✗") for c in cells)
            + " |")
    row("games", "", [str(r.games) for r in rs])
    row("decisions", "", [str(r.decisions) for r in rs])
    row("turns", "", [str(r.turns) for r in rs])
    row("finished games", "", [str(r.finished) for r in rs])
    row("CPU s (wall s)", "", [f"{r.cpu_seconds:.2f} ({r.seconds:.2f})" for r in rs])
    row("decisions/CPU-s", "", [f"{r.decisions_per_cpu_second:,.0f}" for r in rs])
    for label, goal, cells in _target_rows(rs):
        row(label, goal, cells)
    row("payment decisions (payments)", "",
        [f"{r.payment_decisions} ({r.payments})" for r in rs])
    row("rejected actions", "", [str(r.rejected) for r in rs])
    with_phase = [r for r in rs if r.phase and "cpu_seconds" in r.phase]
    if with_phase:
        def ph(key: str, fmt: str) -> list[str]:
            return [format(r.phase[key], fmt) if r.phase and key in r.phase else "–"
                    for r in rs]
        row("phase.rs decisions", "", ph("decisions", ""))
        row("phase.rs turns (finished games)", "", [
            f"{r.phase['turns']} ({r.phase['finished']})" if r.phase and "turns" in r.phase
            else "–" for r in rs])
        row("phase.rs CPU s (wall s)", "", [
            f"{r.phase['cpu_seconds']:.2f} ({r.phase['seconds']:.2f})"
            if r.phase and "cpu_seconds" in r.phase else "–" for r in rs])
        row("phase.rs decisions/CPU-s", "", ph("decisions_per_cpu_second", ",.0f"))
        row("phase.rs turns/CPU-s", "", ph("turns_per_cpu_second", ",.2f"))
        row("phase.rs finished games/CPU-s", "", ph("finished_games_per_cpu_second", ".3f"))
        row("phase.rs decisions/game", "", ph("decisions_per_game", ",.0f"))
        row("phase.rs options/decision", "", ph("options_per_decision", ".1f"))
        for label, key, aim in RATIO_ROWS:
            cells = []
            for r in rs:
                ratios = r.ratios()
                v = ratios[key] if ratios else None
                cells.append("–" if v is None else f"{v:.1f}×" + (
                    "" if aim is None else (" ✓" if v >= aim else " ✗")))
            row(label, "" if aim is None else f"≥{aim:.0f}×", cells)
    lines.append("")
    errors = [f"{r.name}: {r.phase['error']}" for r in rs if r.phase and "error" in r.phase]
    lines.append(f"phase.rs: {report.phase_status}")
    lines += [f"phase.rs error, {e}" for e in errors]
    lines += [f"skipped: {s}" for s in report.skipped]
    return "\n".join(lines) + "\n"


def _ratio(r: MatchupResult) -> str:
    if not r.phase or not r.phase.get("decisions_per_cpu_second"):
        return "–"
    wall = r.decisions_per_second / float(r.phase["decisions_per_second"] or 1)
    cpu = r.decisions_per_cpu_second / float(r.phase["decisions_per_cpu_second"])
    return f"{wall:.1f}× wall, {cpu:.1f}× CPU"

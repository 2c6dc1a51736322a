"""Performance figures under a uniformly random policy (``manastack bench`` and
``bench/run.py``).

Measured per matchup, with seeded :class:`~manastack.decisions.policies.UniformPolicy` players:
uniformly random among the legal actions, as phase.rs's players below, except that a payment is
made automatically (one decision), a mana ability is not activated on its own at priority (its
mana would empty unspent at the end of the step, leaving its source tapped; phase.rs lists no
such action) and a declaration of attackers or blockers is not started again. Game lengths
then agree between the two engines within their sampling error (about 30 turns a game on the
shared matchups, a standard deviation of about 10 turns, so the mean of 3 games is known to
about ±20% and that of 20 games to about ±7%); the seeded ``RandomPolicy``, which passes
priority at least half of the time and floats mana from its lands whenever it has nothing else
to do, plays games a third to a half longer (30 games each: 50 turns against phase.rs's 33 on
ons_wu–mid_ub, 41 against 29 on ons_br–mid_gw). Rates are per CPU-second (:func:`time.process_time` of
this process, so a busy machine skews them little), wall-clock figures beside them.

Each matchup's games are played in rounds, ``repeat`` of them (``manastack bench --repeat``,
default ``REPEATS``), alike (the same seeds and policies, so the same actions; ``same_games``
checks that each game took as many decisions and turns every time). A round is:

* the **throughput pass**, which gives the rates: the clocks are read before its first game
  and after its last, never inside a game (as for phase.rs below, whose loop holds no clock
  either);
* the **timed pass**, which gives the per-decision figures: ``time.process_time`` is read
  around each ``legal_actions()`` call and after each decision, and those reads (about
  10–20% of a decision) are in these figures only, not in the rates;
* phase.rs's pass of the same games, when it runs, so that the two engines' passes alternate
  and a change in the machine's load during the run falls on both.

Garbage is collected before every pass of either engine. The counts are those of the first
round (every round plays the same games); every figure from a clock — each engine's CPU and
wall seconds, and from them the rates, the per-decision µs, the permanents buckets and
``clone()`` (timed in as many batches) — is taken from all the rounds the same way,
:func:`~manastack.benchmark.results.taken`: the least. Load on the machine only ever adds CPU
time, so the least is the nearest to the work's own cost, as :mod:`timeit` takes it; it also
leaves out what the first pass alone pays for (memos every game shares, warming up), which a
long run of games does not.

The figures:

* **decisions, turns and finished games per CPU-second** (throughput pass) — decisions
  answered (``legal_actions()`` + the policy's choice + ``apply``), turns begun and games
  played to their end, over whole games, game creation included; decisions and turns per game
  (the standard deviation of a game's turns beside); options per decision (the mean length of
  ``legal_actions()``);
* **payments** — mana payments (a run of one player's consecutive ``pay_mana`` decisions is one
  payment) and the decisions counted with each payment as one, as phase.rs pays. manastack's
  games are set up with ``auto_pay`` and its policy takes ``PayAutomatically`` whenever
  it is offered, so a payment is one decision already (the plan of
  ``rules.automatic_payment``); only a choice a mana ability's own cost asks for adds one;
* **legal_actions() µs** (timed pass) — mean CPU time of one ``legal_actions()`` call;
  **pass-only priority µs** — the same at priority decisions where passing is the only legal
  action;
* **layer passes per decision** (throughput pass) — layer passes made
  (``characteristics.LAYER_PASSES``, the characteristics computed anew rather than from their
  cache) per decision;
* **µs per decision at 0–3 and at 30+ permanents** (timed pass) — CPU time of whole decisions
  (listing, choosing, applying) by the number of permanents on the battlefield when the
  decision was asked, and their ratio, over ``bucket_games`` games (``manastack bench
  --bucket-games``, 40 by default: two-player games with random players seldom reach 30
  permanents, so a few games hold a handful of such decisions or none) — the matchup's
  games, then the next seeds', timed alone for these buckets; the same by kind of decision
  (:mod:`~manastack.benchmark.decision_kinds`: a priority pass by what followed it, another
  action by its class, another decision by its kind), with the ratio for the same kinds of
  decision weighted as at 0–3 and the ratio the mix of kinds alone would give if no kind cost
  more at 30+ than at 0–3;
* **clone() µs** — mean CPU time of ``Game.clone()`` on the first game paused at half of its
  decisions (``CLONE_REPEATS`` clones, the first copy of an object on write is not included);
* **live game MB** — the memory a live game holds at the end of the first game, measured with
  :mod:`tracemalloc`: tracing starts after the card definitions and caches are warm (the games
  already ran), the game is replayed from its seed to its end, garbage is collected and the
  traced size is read; then the game is dropped and it is read again. The game's memory is
  what dropping it freed. What stays is the memos the whole process shares (bounded, kept by
  rule or object, the same for one live game or a million), shown apart as **shared memos
  MB**, with the number of game states still alive once the game is dropped: 0, or a memo
  would keep the game's memory alive and the game's figure would fall short of it. The
  game's pickled size is reported beside it, for reference (it omits interpreter overheads,
  so it is smaller).

``TARGETS`` holds the goals of the speed work (issue 12) each figure is shown against.

Matchups: the bundled sample decks, and — when every card of the two decks is implemented —
the shared benchmark decks (their bundled copies in data/decks, or a folder given):
ons_wu–ons_br, mid_gw–mid_ub, and the cross-set ons_wu–mid_ub and ons_br–mid_gw; then the
four-player Commander table (CR 903) of the two bundled precons, coven_counters and
undead_unleashed, twice each, whose decisions per CPU-second are compared with those of the
two-player matchups of the same run (goal: at least 0.75 of them) and whose live game is
held to ``TARGETS["live_commander_game_mb"]``. With ``format="commander"`` (``manastack bench
--format commander``) only that table is measured — skipped, with the reason, while any of
their cards is not implemented — or one table of the decks given; phase.rs is not run for
Commander.

The phase.rs engine (PyPI ``phase-python``) is run on the same decks when it is installed,
with a uniformly random choice among its legal actions (while both players take their
mulligan decisions at once, each listed action is taken by the player it belongs to); its
Oracle data is built from this package's card database. The comparison is made on the same
figures, per CPU-second, with the ratios manastack / phase.rs. phase.rs pays mana costs
itself, so the decisions counted with each payment as one are the fair decision count. The
two engines' lists differ in shape where they remain: phase.rs lists whole attack
declarations (no attack, each creature alone, all of them) and blocks of at most one
creature, where manastack declares attackers and blockers one at a time (each step a uniform
choice among the creatures left and "done"), and phase.rs offers to cancel a spell being cast.
manastack's options per decision count the mana abilities listed at priority (about half of
them on the shared matchups; its policy does not draw among them, phase.rs lists none) and
every creature type of a creature-type choice (about 300). The decisions per game and
options per decision of the two engines therefore differ in kind; turns and finished games are
the measures compared.
Otherwise the report says why, and the reference figure of about 130 decisions/s stands as
the documented baseline.
"""

from __future__ import annotations

import gc
import importlib.machinery
import pickle
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.benchmark.decision_kinds import KindCosts, add, decision_kind
from manastack.benchmark.phase_rs import (
    PhaseGames,
    PhasePass,
    measure_phase,
    phase_available,
    phase_figures,
)
from manastack.benchmark.report import markdown_report, print_report
from manastack.benchmark.results import (
    CLONE_REPEATS,
    GOALS,
    MAX_DECISIONS,
    PHASE_BASELINE,
    REPEATS,
    SHARED_MATCHUPS,
    TARGETS,
    BenchReport,
    GamesPass,
    Matchup,
    MatchupResult,
    cost_ratio,
    taken,
)
from manastack.decisions.policies import Policy, UniformPolicy
from manastack.formats.decklist import DeckList, DeckListError, load_decklist
from manastack.game import Game
from manastack.simulate import Autoplayer

__all__ = ["GOALS", "PHASE_BASELINE", "REPEATS", "TARGETS", "BenchReport", "Matchup",
           "MatchupResult", "PhaseGames", "PhasePass", "phase_figures", "taken",
           "commander_matchups", "default_matchups", "engine_build", "markdown_report", "measure",
           "measure_phase",
           "named_matchups", "phase_available", "print_report", "run_bench",
           "sample_matchups", "shared_matchups"]


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


def default_matchups(shared: Path | None, use_shared: bool,
                     skipped: list[str]) -> list[Matchup]:
    """What ``manastack bench`` measures by default: the sample decks, the shared two-player
    benchmark matchups (unless ``use_shared`` is false), and the four-player Commander table
    of the bundled precons, whose decisions per CPU-second are compared with the two-player
    matchups' (``TARGETS["commander_vs_two_player"]``)."""
    out = sample_matchups()
    if use_shared:
        out += shared_matchups(shared, skipped)
        out += commander_matchups((), skipped)
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
def _policies(seed: int, players: int = 2) -> list[UniformPolicy]:
    return [UniformPolicy(seed * 16 + i) for i in range(players)]


def _advance(game: Game, policies: Sequence[Policy], n: int) -> None:
    runner = Autoplayer(game, list(policies))
    for _ in range(n):
        if game.is_over:
            return
        runner.step()


@dataclass
class _Played(GamesPass):
    """What the throughput pass counts (no clock read inside a game; the timed pass must play
    the same games)."""
    rejected: int = 0
    payment_decisions: int = 0
    payments: int = 0
    layer_passes: int = 0


def throughput_pass(matchup: Matchup, games: int, seed: int,
                    max_decisions: int = MAX_DECISIONS) -> _Played:
    """The games played for the rates: the clocks are read once before the first game and
    once after the last (game creation included), never per decision, so manastack's CPU
    time holds what phase.rs's holds — listing actions, the random choice, applying it, and
    the loop's bookkeeping (counting options and payments)."""
    from manastack.rules import characteristics
    decks = list(matchup.decks)
    out = _Played()
    gc.collect()
    passes_before = characteristics.LAYER_PASSES
    start, cpu_start = time.perf_counter(), time.process_time()
    for i in range(games):
        game = Game.new(decks, seed=seed + i, format=matchup.format, auto_pay=True)
        runner = Autoplayer(game, list(_policies(seed + i, len(decks))))
        n = options = payment_decisions = payments = 0
        paying: int | None = None
        while not game.is_over and n < max_decisions:
            d = game.decision
            assert d is not None
            acts = game.legal_actions()
            options += len(acts)
            if d.kind == "pay_mana":
                payment_decisions += 1
                if paying != d.player:
                    payments += 1
                paying = d.player
            else:
                paying = None
            runner.step(acts)
            n += 1
        out.decisions += n
        out.options += options
        out.payment_decisions += payment_decisions
        out.payments += payments
        out.rejected += runner.rejected
        out.turns += game.state.turn
        out.game_turns.append(game.state.turn)
        out.finished += game.is_over
        out.per_game.append(n)
    out.cpu_seconds = time.process_time() - cpu_start
    out.seconds = time.perf_counter() - start
    out.layer_passes = characteristics.LAYER_PASSES - passes_before
    return out


@dataclass
class _Timed:
    """What the timed pass measures, decision by decision."""
    legal_calls: int = 0
    legal_seconds: float = 0.0
    legal_cpu: float = 0.0
    pass_only: int = 0
    pass_only_cpu: float = 0.0
    few: tuple[int, float] = (0, 0.0)
    many: tuple[int, float] = (0, 0.0)
    few_kinds: KindCosts = field(default_factory=dict)
    many_kinds: KindCosts = field(default_factory=dict)
    cpu_seconds: float = 0.0
    per_game: list[int] = field(default_factory=list)
    game_turns: list[int] = field(default_factory=list)


def timed_pass(matchup: Matchup, games: int, seed: int,
               max_decisions: int = MAX_DECISIONS, bucket_games: int = 0) -> _Timed:
    """The same games again (same seeds and policies: the same actions), each decision
    timed: the CPU time of ``legal_actions()`` (``time.process_time`` read just before and
    after it; at priority decisions where passing is the only legal action too), and of the
    whole decision (listing, choosing, applying) by the number of permanents on the
    battlefield when it was asked, and in each of the two buckets by the kind of decision
    (``decision_kinds``). The buckets are filled over ``bucket_games`` games when that is
    more than ``games``: the same games, then the next seeds' (two-player games with random
    players seldom reach 30 permanents, so a few games leave that bucket with a handful of
    decisions, or none); those further games count in the buckets alone."""
    decks = list(matchup.decks)
    out = _Timed()
    few_n = many_n = 0
    few_cpu = many_cpu = 0.0
    clock, cpu = time.perf_counter, time.process_time
    gc.collect()
    cpu_start = cpu()
    for i in range(max(games, bucket_games)):
        if i == games:
            out.cpu_seconds = cpu() - cpu_start
        game = Game.new(decks, seed=seed + i, format=matchup.format, auto_pay=True)
        g = game.state
        runner = Autoplayer(game, list(_policies(seed + i, len(decks))))
        n = 0
        main = i < games  # one of the games every figure is taken over
        while not game.is_over and n < max_decisions:
            d = game.decision
            assert d is not None
            t0 = clock()
            c0 = cpu()
            acts = game.legal_actions()
            c1 = cpu()
            if main:
                out.legal_seconds += clock() - t0
                out.legal_calls += 1
                out.legal_cpu += c1 - c0
                if d.kind == "priority" and len(acts) == 1:
                    out.pass_only += 1
                    out.pass_only_cpu += c1 - c0
            permanents = len(g.battlefield)
            stack, step = len(g.stack), g.step
            action = runner.step(acts)
            spent = cpu() - c0
            g = game.state  # a refused action rewinds to another state object
            if permanents <= 3 or permanents >= 30:
                kind = decision_kind(d.kind, len(acts), action, stack, step, len(g.stack),
                                     g.step)
                if permanents <= 3:
                    few_n += 1
                    few_cpu += spent
                    add(out.few_kinds, kind, spent)
                else:
                    many_n += 1
                    many_cpu += spent
                    add(out.many_kinds, kind, spent)
            n += 1
        if i < games:
            out.per_game.append(n)
            out.game_turns.append(game.state.turn)
    if bucket_games <= games:
        out.cpu_seconds = cpu() - cpu_start
    out.few, out.many = (few_n, few_cpu), (many_n, many_cpu)
    return out


def measure(matchup: Matchup, games: int, seed: int,
            max_decisions: int = MAX_DECISIONS, repeat: int = 1,
            between: Callable[[], object] | None = None,
            bucket_games: int = 0) -> MatchupResult:
    """``games`` games of ``matchup`` played ``repeat`` times over in a throughput pass and a
    timed pass each (see the module docstring; the timed pass fills the permanents buckets
    over ``bucket_games`` games when that is more), with ``between`` (when given) called after
    each round: ``run_bench`` plays phase.rs's pass of the same games there, so the two
    engines' passes alternate. ``Game.clone()`` is timed in ``repeat`` batches. Counts are
    the first pass's (every pass plays the same games: ``same_games`` checks that each game
    took as many decisions and turns in each); each time figure is taken from all the passes
    (``results.taken``)."""
    decks = list(matchup.decks)
    played: list[_Played] = []
    timed: list[_Timed] = []
    for _ in range(repeat):
        played.append(throughput_pass(matchup, games, seed, max_decisions))
        timed.append(timed_pass(matchup, games, seed, max_decisions, bucket_games))
        if between is not None:
            between()
    # the first game again, paused at its midpoint: clone cost, as many batches as passes
    mid = max(1, played[0].per_game[0] // 2 if played[0].per_game else 0)
    game = Game.new(decks, seed=seed, format=matchup.format, auto_pay=True)
    _advance(game, _policies(seed, len(decks)), mid)
    clones = [_clone_us(game) for _ in range(repeat)]
    del game
    gc.collect()
    first, t = played[0], timed[0]
    live, caches, kept_states, pickled = _live_game(
        matchup, seed, first.per_game[0] if first.per_game else 0)
    same_games = all((p.per_game, p.game_turns) == (first.per_game, first.game_turns)
                     for p in played) and all(
        (x.per_game, x.game_turns, x.few[0], x.many[0]) ==
        (first.per_game, first.game_turns, t.few[0], t.many[0]) for x in timed)

    def bucket(b: Callable[[_Timed], tuple[int, float]]) -> tuple[int, float]:
        return b(t)[0], taken([b(x)[1] for x in timed])

    def kinds(b: Callable[[_Timed], KindCosts]) -> KindCosts:
        return {k: (n, taken([b(x).get(k, (0, 0.0))[1] for x in timed]))
                for k, (n, _) in b(t).items()}
    return MatchupResult(matchup.name, games, first.decisions,
                         taken([p.seconds for p in played]), t.legal_calls,
                         taken([x.legal_seconds for x in timed]),
                         taken(clones), live, pickled, taken([p.cpu_seconds for p in played]),
                         first.rejected, turns=first.turns, finished=first.finished,
                         options=first.options, payment_decisions=first.payment_decisions,
                         payments=first.payments,
                         legal_cpu=taken([x.legal_cpu for x in timed]), pass_only=t.pass_only,
                         pass_only_cpu=taken([x.pass_only_cpu for x in timed]),
                         layer_passes=first.layer_passes,
                         bucket_games=max(games, bucket_games),
                         few_permanents=bucket(lambda x: x.few),
                         many_permanents=bucket(lambda x: x.many), format=matchup.format,
                         few_kinds=kinds(lambda x: x.few_kinds),
                         many_kinds=kinds(lambda x: x.many_kinds),
                         game_turns=first.game_turns,
                         timed_cpu_seconds=taken([x.cpu_seconds for x in timed]),
                         same_games=same_games, caches_mb=caches, kept_states=kept_states,
                         repeats=repeat, cpu_passes=[p.cpu_seconds for p in played],
                         timed_cpu_passes=[x.cpu_seconds for x in timed],
                         permanents_ratios=[r for x in timed
                                            if (r := cost_ratio(x.few, x.many)) is not None])


def _clone_us(game: Game) -> float:
    """Mean CPU µs of ``Game.clone()`` over ``CLONE_REPEATS`` clones of ``game``."""
    cpu = time.process_time
    c0 = cpu()
    for _ in range(CLONE_REPEATS):
        game.clone()
    return 1e6 * (cpu() - c0) / CLONE_REPEATS


def _live_game(matchup: Matchup, seed: int, decisions: int) -> tuple[float, float, int,
                                                                     float | None]:
    """The first game replayed to its end under :mod:`tracemalloc` (see the module docstring):
    the memory the live game holds (freed when it is dropped) and the memory the process's
    shared memos kept from the replay (traced memory left once it is dropped), in MB; the
    game states still alive once it is dropped (none, or a memo keeps the game's memory
    alive and the first figure is short of it); and the game's pickled size."""
    from manastack.state.game_state import GameState
    gc.collect()  # states already unreachable are not counted as alive before the replay
    before = _count(GameState)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    game = Game.new(list(matchup.decks), seed=seed, format=matchup.format, auto_pay=True)
    _advance(game, _policies(seed, len(matchup.decks)), decisions)
    gc.collect()
    with_game = tracemalloc.get_traced_memory()[0]
    try:
        pickled: float | None = len(pickle.dumps(game, protocol=pickle.HIGHEST_PROTOCOL)) / 1e6
    except Exception:  # noqa: BLE001 - a state that can't be pickled just has no figure
        pickled = None
    del game
    gc.collect()
    without = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    kept_states = _count(GameState) - before
    return (with_game - without) / 1e6, (without - base) / 1e6, kept_states, pickled


def _count(kind: type) -> int:
    """How many objects of ``kind`` the garbage collector tracks."""
    return sum(1 for o in gc.get_objects() if type(o) is kind)


# -- the whole run ------------------------------------------------------------------------------
def engine_build() -> str:
    """Which build of the engine runs: "pure Python", or "compiled (N modules, mypyc)" when
    modules of the package were imported from extension modules (the optional compiled build,
    tools/compiled.py, run with ``PYTHONPATH=build/compiled``)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    compiled = [name for name, m in list(sys.modules.items())
                if name.startswith("manastack.") and (getattr(m, "__file__", None) or ""
                                                      ).endswith(suffixes)]
    return f"compiled ({len(compiled)} modules, mypyc)" if compiled else "pure Python"


class _PhaseSide:
    """phase.rs's passes of one matchup, played between manastack's (``measure``'s
    ``between``); the first error ends them and is reported instead of figures."""

    def __init__(self, matchup: Matchup, games: int, seed: int, max_decisions: int) -> None:
        self.passes: list[PhasePass] = []
        self.error: str | None = None
        self.games: PhaseGames | None = None
        try:
            self.games = PhaseGames(matchup, games, seed, max_decisions)
        except Exception as e:  # noqa: BLE001 - report, don't fail the whole benchmark
            self.error = f"{type(e).__name__}: {e}"

    def play(self) -> None:
        if self.games is None or self.error is not None:
            return
        try:
            self.passes.append(self.games.play())
        except Exception as e:  # noqa: BLE001 - report, don't fail the whole benchmark
            self.error = f"{type(e).__name__}: {e}"

    def figures(self) -> dict[str, Any]:
        if self.error is not None or not self.passes:
            return {"error": self.error or "no pass was played"}
        return phase_figures(self.passes)


def run_bench(games: int = 3, seed: int = 1, decks: Sequence[str] = (),
              shared: Path | None = None, use_shared: bool = True, phase: bool = True,
              progress: Callable[[str], None] | None = None,
              max_decisions: int = MAX_DECISIONS, format: str = "normal",
              repeat: int = REPEATS, bucket_games: int = 0) -> BenchReport:
    """Measure every matchup (see the module docstring); ``max_decisions`` caps each game;
    each engine plays each matchup's games ``repeat`` times, the engines' passes alternating;
    the permanents buckets are filled over ``bucket_games`` games when that is more than
    ``games`` (``timed_pass``)."""
    if repeat < 1:
        raise ValueError("repeat must be at least 1")
    report = BenchReport(build=engine_build(), repeats=repeat)
    if format == "commander":
        matchups = commander_matchups(decks, report.skipped)
        ok, why = False, "not run for Commander games"
    else:
        matchups = named_matchups(decks) if decks else default_matchups(
            shared, use_shared, report.skipped)
        ok, why = phase_available() if phase else (False, "not run (--no-phase)")
    report.phase_status = why
    if not matchups:
        return report
    # warm the card definitions and caches so the first matchup isn't charged for them
    Game.new(list(matchups[0].decks), seed=seed, format=matchups[0].format)
    for m in matchups:
        if progress:
            progress(m.name)
        side = _PhaseSide(m, games, seed, max_decisions) if ok and m.format != "commander" \
            else None
        r = measure(m, games, seed, max_decisions, repeat,
                    between=None if side is None else side.play, bucket_games=bucket_games)
        if side is not None:
            r.phase = side.figures()
        report.results.append(r)
    return report

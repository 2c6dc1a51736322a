"""The benchmark's figures: goals, matchups, and what was measured (``manastack.benchmark``)."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from manastack.benchmark.decision_kinds import mix_alone_ratio, same_kinds_ratio
from manastack.formats.decklist import DeckList

GOALS = {"decisions_per_second": 2000.0, "clone_us": 200.0, "live_game_mb": 2.0}
TARGETS = {"turns_ratio": 25.0, "finished_games_ratio": 15.0, "pass_only_us": 15.0,
           "legal_actions_us": 50.0, "layer_passes_per_decision": 0.2,
           "permanents_cost_ratio": 1.5, "clone_us": 20.0, "live_game_mb": 0.5,
           "live_commander_game_mb": 2.0, "commander_vs_two_player": 0.75}
"""The goals of the speed work: ratios to phase.rs per CPU-second (at least), the others at
most; ``commander_vs_two_player``: the four-player Commander table's decisions per CPU-second
over those of the two-player matchups of the same run, at least (issue 8: within 25%)."""
PHASE_BASELINE = 130.0
CLONE_REPEATS = 200
MAX_DECISIONS = 20_000
SHARED_MATCHUPS = (("ons_wu", "ons_br"), ("mid_gw", "mid_ub"), ("ons_wu", "mid_ub"),
                   ("ons_br", "mid_gw"))
REPEATS = 3
"""Passes of each matchup's games per engine by default (``manastack bench --repeat``)."""



@dataclass
class GamesPass:
    """One engine's pass over a matchup's games: what both engines count and their clocks."""
    decisions: int = 0
    turns: int = 0
    finished: int = 0
    options: int = 0
    cpu_seconds: float = 0.0
    seconds: float = 0.0
    per_game: list[int] = field(default_factory=list)
    """Each game's decisions, in order (every pass must play the same games)."""
    game_turns: list[int] = field(default_factory=list)

def taken(times: Sequence[float]) -> float:
    """The figure taken from the times of repeated passes of the same work, the same way for
    both engines and every time figure: the least. Whatever else the machine does can only
    add to a pass's CPU time (caches and memory shared with other processes, interruptions),
    never take from it, so the least of the passes is the nearest to the work's own cost (as
    :mod:`timeit` takes it); a mean or median keeps part of the load."""
    return min(times)


TAKEN = "least"
"""How ``taken`` takes a figure from the passes (the report's JSON says it)."""


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
    bucket_games: int = 0
    """The games whose decisions fill the permanents buckets: the matchup's games and, when
    more, the next seeds' (``timed_pass``); 0: the matchup's games."""
    few_permanents: tuple[int, float] = (0, 0.0)
    """(decisions, CPU seconds) with 0–3 permanents on the battlefield."""
    many_permanents: tuple[int, float] = (0, 0.0)
    """(decisions, CPU seconds) with 30 or more permanents on the battlefield."""
    few_kinds: dict[str, tuple[int, float]] = field(default_factory=dict)
    """``few_permanents`` by kind of decision (``decision_kinds``)."""
    many_kinds: dict[str, tuple[int, float]] = field(default_factory=dict)
    """``many_permanents`` by kind of decision."""
    format: str = "normal"
    game_turns: list[int] = field(default_factory=list)
    """The turn each game ended on (or was stopped at), in order."""
    timed_cpu_seconds: float = 0.0
    """CPU time of the timed pass (the same games, each decision timed): not in the rates."""
    same_games: bool = True
    """Whether the timed pass played the same games as the throughput pass (each game as
    many decisions)."""
    caches_mb: float = 0.0
    """The memory the process's shared memos kept from the replay of the live game: not the
    game's (it outlives the game, and every game shares it)."""
    kept_states: int = 0
    """Game states still alive once the replayed game was dropped: 0, or a memo keeps a state
    (and ``caches_mb`` holds memory of the game's)."""
    repeats: int = 1
    """Passes of the games each figure from CPU time is taken from (``taken``)."""
    cpu_passes: list[float] = field(default_factory=list)
    """CPU seconds of each throughput pass, in order (``cpu_seconds`` is taken from them)."""
    timed_cpu_passes: list[float] = field(default_factory=list)
    """CPU seconds of each timed pass, in order."""
    permanents_ratios: list[float] = field(default_factory=list)
    """The 30+ against 0–3 permanents cost ratio of each timed pass alone, in order (how far
    the taken ratio can be trusted)."""

    def per_cpu(self, n: float) -> float:
        return n / self.cpu_seconds if self.cpu_seconds else 0.0

    @property
    def turns_sd(self) -> float:
        """The standard deviation of a game's turns."""
        return turns_sd(self.game_turns)

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
    def few_permanents_us(self) -> float | None:
        """CPU µs per whole decision with 0–3 permanents on the battlefield."""
        return self._us(self.few_permanents)

    @property
    def many_permanents_us(self) -> float | None:
        """CPU µs per whole decision with 30 or more permanents on the battlefield."""
        return self._us(self.many_permanents)

    @property
    def permanents_cost_ratio(self) -> float | None:
        return cost_ratio(self.few_permanents, self.many_permanents)

    @property
    def same_kinds_ratio(self) -> float | None:
        """The permanents ratio for the same mix of decisions (``decision_kinds``)."""
        return same_kinds_ratio(self.few_kinds, self.many_kinds)

    @property
    def mix_alone_ratio(self) -> float | None:
        """The permanents ratio if no kind of decision cost more at 30+ permanents."""
        return mix_alone_ratio(self.few_kinds, self.many_kinds)

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
            "shared_caches_mb": round(self.caches_mb, 3),
            "states_kept_after_the_game": self.kept_states,
            "timed_cpu_seconds": round(self.timed_cpu_seconds, 3),
            "same_games": self.same_games,
            "pickled_mb": None if self.pickled_mb is None else round(self.pickled_mb, 3),
            "rejected_actions": self.rejected,
            "turns": self.turns, "finished_games": self.finished,
            "turns_per_cpu_second": round(self.per_cpu(self.turns), 2),
            "finished_games_per_cpu_second": round(self.per_cpu(self.finished), 3),
            "decisions_per_game": round(self.decisions / self.games, 1),
            "turns_per_game": round(self.turns / self.games, 1),
            "turns_sd": round(self.turns_sd, 1),
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
            "bucket_games": self.bucket_games or self.games,
            "decisions_0_3_permanents": self.few_permanents[0],
            "decisions_30_permanents": self.many_permanents[0],
            "permanents_cost_ratio_same_kinds": _round(self.same_kinds_ratio, 2),
            "permanents_cost_ratio_mix_alone": _round(self.mix_alone_ratio, 2),
            "decision_kinds_0_3_permanents": _kinds(self.few_kinds),
            "decision_kinds_30_permanents": _kinds(self.many_kinds),
            "repeats": self.repeats,
            "cpu_seconds_passes": [round(x, 3) for x in self.cpu_passes],
            "timed_cpu_seconds_passes": [round(x, 3) for x in self.timed_cpu_passes],
            "permanents_cost_ratio_passes": [round(x, 3) for x in self.permanents_ratios],
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


def cost_ratio(few: tuple[int, float], many: tuple[int, float]) -> float | None:
    """CPU time per decision at 30+ permanents over that at 0–3, from (decisions, CPU
    seconds) of each bucket; None while a bucket is empty."""
    if not few[0] or not few[1] or not many[0]:
        return None
    return (many[1] / many[0]) / (few[1] / few[0])


def turns_sd(turns: Sequence[int]) -> float:
    """The sample standard deviation of games' lengths in turns (0 for fewer than two games):
    the mean of n games is known to about this over √n."""
    return statistics.stdev(turns) if len(turns) > 1 else 0.0


def _kinds(costs: dict[str, tuple[int, float]]) -> dict[str, dict[str, float]]:
    """Decisions and CPU µs per decision of each kind, the most costly in all first."""
    return {k: {"decisions": n, "us": round(1e6 * t / n, 1)}
            for k, (n, t) in sorted(costs.items(), key=lambda kv: -kv[1][1]) if n}


def _round(x: float | None, n: int = 1) -> float | None:
    return None if x is None else round(x, n)


def two_player_decisions_per_cpu_second(rs: Sequence[MatchupResult]) -> float | None:
    """Decisions per CPU-second over all the two-player matchups of ``rs`` together (None
    when there is none)."""
    two = [r for r in rs if r.format != "commander"]
    cpu = sum(r.cpu_seconds for r in two)
    return sum(r.decisions for r in two) / cpu if cpu else None


def commander_vs_two_player(rs: Sequence[MatchupResult], r: MatchupResult) -> float | None:
    """A Commander table's decisions per CPU-second over the two-player matchups' of the same
    run (``TARGETS["commander_vs_two_player"]``), or None."""
    ref = two_player_decisions_per_cpu_second(rs)
    if r.format != "commander" or not ref:
        return None
    return r.decisions_per_cpu_second / ref


@dataclass
class BenchReport:
    results: list[MatchupResult] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    phase_status: str = ""
    build: str = ""
    repeats: int = 1
    """Passes of each matchup's games per engine, alternating between the engines."""

    def to_dict(self) -> dict[str, Any]:
        ref = two_player_decisions_per_cpu_second(self.results)
        return {"build": self.build, "goals": GOALS, "targets": TARGETS,
                "repeats": self.repeats, "time_figures_taken": TAKEN,
                "phase_baseline_decisions_per_second": PHASE_BASELINE,
                "phase_status": self.phase_status,
                "results": [r.to_dict() for r in self.results], "skipped": self.skipped,
                "two_player_decisions_per_cpu_second": _round(ref),
                "commander_vs_two_player": {
                    r.name: _round(commander_vs_two_player(self.results, r), 3)
                    for r in self.results if r.format == "commander"}}

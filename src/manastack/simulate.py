"""Many games between fixed decks and policies: win rates, draws, length, speed, errors.

    result = simulate([deck_a, deck_b], games=100, seed=1, policies=["random"])

Game ``i`` uses seed ``seed + i`` and each seat's policy is seeded from the game's seed and the
seat, so any single game can be replayed from the figures reported (``Game.new(decks,
seed=...)`` with the same policies). A game that raises is recorded with its seed and the
exception; a game that reaches ``max_decisions`` without ending is counted as unfinished.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from manastack.agents import POLICY_NAMES, make_policy
from manastack.decisions.actions import Action
from manastack.decisions.policies import Policy, play_out
from manastack.formats.decklist import DeckList
from manastack.game import Game, IllegalActionError


class Autoplayer:
    """Answers ``game``'s decisions with ``policies`` (one per player), tolerating actions the
    engine lists but then refuses: ``Game.apply`` raises ``IllegalActionError`` and rewinds
    to the decision where the refused spell or ability began. That action is then not offered
    again at that point, and the policy chooses anew; ``rejected`` counts such refusals.
    """

    def __init__(self, game: Game, policies: list[Policy]) -> None:
        self.game = game
        self.policies = policies
        self.rejected = 0
        self._applied: list[Action] = list(a for _, a in game.history)
        self._banned: set[tuple[int, Action]] = set()

    def step(self, actions: list[Action] | None = None) -> Action:
        """Answer the pending decision; returns the action applied."""
        game = self.game
        while True:
            d = game.decision
            if d is None:
                raise IllegalActionError("the game is over")
            acts = actions if actions is not None else game.legal_actions()
            actions = None
            n = len(game.history)
            if len(self._applied) != n:  # others acted too (e.g. a human): catch up
                self._applied = [a for _, a in game.history]
            if self._banned:
                acts = [a for a in acts if (n, a) not in self._banned]
            if not acts:
                raise IllegalActionError(f"every legal action was refused at {d}")
            a = self.policies[d.player].choose(game, d.player, acts)
            try:
                game.apply(d.player, a)
            except IllegalActionError:
                self.rejected += 1
                m = len(game.history)
                root = a if m >= n else self._applied[m]
                del self._applied[m:]
                self._banned.add((m, root))
                continue
            self._applied.append(a)
            return a


@dataclass
class GameError:
    game: int
    seed: int
    error: str
    traceback: str


@dataclass
class SimulationResult:
    players: int
    games: int = 0
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    unfinished: int = 0
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    errors: list[GameError] = field(default_factory=list)
    policies: list[str] = field(default_factory=list)
    decks: list[str] = field(default_factory=list)
    records: list[GameRecord] = field(default_factory=list)

    @property
    def finished(self) -> int:
        return self.games - self.unfinished - len(self.errors)

    @property
    def win_rates(self) -> list[float]:
        n = self.games - len(self.errors)
        return [w / n if n else 0.0 for w in self.wins]

    @property
    def average_turns(self) -> float:
        n = self.games - len(self.errors)
        return self.turns / n if n else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "games": self.games, "players": self.players, "decks": self.decks,
            "policies": self.policies, "wins": self.wins,
            "win_rates": [round(r, 4) for r in self.win_rates], "draws": self.draws,
            "unfinished": self.unfinished, "average_turns": round(self.average_turns, 2),
            "decisions": self.decisions, "seconds": round(self.seconds, 3),
            "decisions_per_second": round(self.decisions_per_second, 1),
            "errors": [{"game": e.game, "seed": e.seed, "error": e.error} for e in self.errors],
        }


def parse_policies(spec: str, players: int) -> list[str]:
    """``"random"`` (every seat) or ``"random,first"`` (one per seat, the last one repeated)."""
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if not names:
        raise ValueError("no policy given")
    for n in names:
        if n not in POLICY_NAMES:
            raise ValueError(f"unknown policy {n!r}; choose from {', '.join(POLICY_NAMES)}")
    if len(names) > players:
        raise ValueError(f"{len(names)} policies for {players} players")
    return names + [names[-1]] * (players - len(names))


@dataclass
class GameRecord:
    """One game of a simulation: its index and seed, the winners (seats), turns, decisions,
    whether it finished, the error if it raised, and the actions if they were recorded."""

    game: int
    seed: int
    winners: list[int] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    finished: bool = False
    seconds: float = 0.0
    error: str | None = None
    traceback: str | None = None
    actions: list[list[Any]] | None = None

    def row(self, decks: Sequence[str]) -> dict[str, Any]:
        """One row for analysis (JSON Lines or Parquet): seed, decks, winner, turns..."""
        out: dict[str, Any] = {
            "game": self.game, "seed": self.seed, "decks": list(decks),
            "winner": self.winners[0] if len(self.winners) == 1 else None,
            "winners": list(self.winners), "turns": self.turns, "decisions": self.decisions,
            "finished": self.finished, "error": self.error}
        if self.actions is not None:
            # each action as the JSON text of [player, action] (one column type for Parquet)
            out["actions"] = [json.dumps([p, a], ensure_ascii=False) for p, a in self.actions]
        return out


def play_game(decks: Sequence[DeckList], game: int, seed: int, policies: Sequence[str],
              max_decisions: int = 20_000, format: str = "normal",
              record_actions: bool = False) -> GameRecord:
    """Play game number ``game`` (seed ``seed + game``, each seat's policy seeded from the
    game's seed and the seat); a game that raises is recorded with its error and traceback."""
    game_seed = seed + game
    rec = GameRecord(game, game_seed)
    start = time.perf_counter()
    try:
        g = Game.new(list(decks), seed=game_seed, format=format)
        pols = [make_policy(n, game_seed * 16 + seat) for seat, n in enumerate(policies)]
        rec.decisions = play_out(g, pols, max_decisions=max_decisions)
    except Exception as e:  # noqa: BLE001 - every failure is reported with its seed
        rec.seconds = time.perf_counter() - start
        rec.error = f"{type(e).__name__}: {e}"
        rec.traceback = traceback.format_exc()
        return rec
    rec.seconds = time.perf_counter() - start
    rec.turns = g.view(0)["turn"]
    rec.finished = g.is_over
    rec.winners = list(g.winners)
    if record_actions:
        rec.actions = [[p, a.to_json()] for p, a in g.history]
    return rec


def aggregate(records: Sequence[GameRecord], decks: Sequence[DeckList],
              policies: Sequence[str]) -> SimulationResult:
    """The figures of a simulation from its games' records, in any order (they are taken by
    game number, so the figures don't depend on the order games finished in)."""
    res = SimulationResult(players=len(decks), wins=[0] * len(decks), policies=list(policies),
                           decks=[d.name or f"deck {i + 1}" for i, d in enumerate(decks)])
    for rec in sorted(records, key=lambda r: r.game):
        res.games += 1
        res.seconds += rec.seconds
        res.records.append(rec)
        if rec.error is not None:
            res.errors.append(GameError(rec.game, rec.seed, rec.error, rec.traceback or ""))
            continue
        res.decisions += rec.decisions
        res.turns += rec.turns
        if not rec.finished:
            res.unfinished += 1
        elif not rec.winners:
            res.draws += 1
        else:
            for w in rec.winners:
                res.wins[w] += 1
    return res


def simulate(decks: Sequence[DeckList], games: int, seed: int = 0,
             policies: Sequence[str] = ("random",), max_decisions: int = 20_000,
             progress: Callable[[int], None] | None = None,
             format: str = "normal", record_actions: bool = False) -> SimulationResult:
    """Play ``games`` games; ``progress(i)`` is called after each one. ``format="commander"``
    plays the Commander variant (CR 903: each deck's Commander section is its commander).
    ``record_actions`` keeps each game's actions in its record."""
    names = parse_policies(",".join(policies), len(decks))
    records = []
    for i in range(games):
        records.append(play_game(decks, i, seed, names, max_decisions, format, record_actions))
        if progress:
            progress(i)
    return aggregate(records, decks, names)


def rows_format(path: str) -> str:
    """How ``write_rows`` writes to ``path``, by its ending: ``"parquet"`` (``.parquet``) or
    ``"jsonl"`` (``.jsonl``, ``.json``); a ``ValueError`` names any other path."""
    if path.endswith(".parquet"):
        return "parquet"
    if not path.endswith((".jsonl", ".json")):
        raise ValueError(f"results are written as .jsonl or .parquet, not {path!r}")
    return "jsonl"


def write_rows(result: SimulationResult, path: str) -> None:
    """Write one row per game (``GameRecord.row``) as JSON Lines (``.jsonl``) or Parquet
    (``.parquet``, with pyarrow); ``ValueError`` for another ending (``rows_format``)."""
    rows = [r.row(result.decks) for r in result.records]
    if rows_format(path) == "parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq
        pq.write_table(pa.Table.from_pylist(rows), path)
        return
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")

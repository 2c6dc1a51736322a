"""Many games between fixed decks and policies: win rates, draws, length, speed, errors.

    result = simulate([deck_a, deck_b], games=100, seed=1, policies=["random"])

Game ``i`` uses seed ``seed + i`` and each seat's policy is seeded from the game's seed and the
seat, so any single game can be replayed from the figures reported (``Game.new(decks,
seed=...)`` with the same policies). A game that raises is recorded with its seed and the
exception; a game that reaches ``max_decisions`` without ending is counted as unfinished.
"""

from __future__ import annotations

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


def simulate(decks: Sequence[DeckList], games: int, seed: int = 0,
             policies: Sequence[str] = ("random",), max_decisions: int = 20_000,
             progress: Callable[[int], None] | None = None,
             format: str = "normal") -> SimulationResult:
    """Play ``games`` games; ``progress(i)`` is called after each one. ``format="commander"``
    plays the Commander variant (CR 903: each deck's Commander section is its commander)."""
    names = parse_policies(",".join(policies), len(decks))
    res = SimulationResult(players=len(decks), wins=[0] * len(decks), policies=names,
                           decks=[d.name or f"deck {i + 1}" for i, d in enumerate(decks)])
    for i in range(games):
        game_seed = seed + i
        res.games += 1
        start = time.perf_counter()
        try:
            game = Game.new(list(decks), seed=game_seed, format=format)
            pols = [make_policy(n, game_seed * 16 + seat) for seat, n in enumerate(names)]
            n = play_out(game, pols, max_decisions=max_decisions)
        except Exception as e:  # noqa: BLE001 - every failure is reported with its seed
            res.seconds += time.perf_counter() - start
            res.errors.append(GameError(i, game_seed, f"{type(e).__name__}: {e}",
                                        traceback.format_exc()))
            if progress:
                progress(i)
            continue
        res.seconds += time.perf_counter() - start
        res.decisions += n
        res.turns += game.view(0)["turn"]
        if not game.is_over:
            res.unfinished += 1
        elif not game.winners:
            res.draws += 1
        else:
            for w in game.winners:
                res.wins[w] += 1
        if progress:
            progress(i)
    return res

"""The search player (``--ai search``): compares its options by playing the game forward.

At a decision that matters, each candidate is tried on copies of the game and played forward
by the heuristic player (``HeuristicPolicy``) in every seat, and the candidate whose playouts
end best on average (``manastack.agents.evaluation``) is chosen:

* Which decisions: priority with something to do besides passing and activating mana
  abilities (passing is a candidate too); a whole attack or block declaration
  (``manastack.agents.declarations``: a few variants of the heuristic player's, compared as
  wholes, then declared one creature at a time as the engine asks, CR 508.1, 509.1); and every
  other choice with several options (targets, modes, "may", cards to choose...), at most
  ``max_candidates`` of them (the heuristic player's choice first). A decision with one option,
  a payment (``PayAutomatically`` whenever offered, else the heuristic player's mana ability),
  a mulligan, the cards put on the bottom after one and the choice of who plays first are
  answered without search, as the heuristic player would.
* Hidden information: the playouts run in determinized samples of the game
  (``manastack.agents.determinize``): the cards the player can't see are shuffled among the
  hidden places, so the choice depends only on what the player's view shows (and the decks,
  taken as known). Every candidate is tried in the same samples with the same seeds, so that
  they are compared on the same draws.
* Horizon: a playout stops at the end of the next turn (``turns`` turn changes; two more when a
  player is at 5 life or less, so that a near end is played out), when the game ends, or after
  ``PLAYOUT_DECISIONS`` decisions.
* Budget: ``playouts`` playouts per decision in all (rounded to whole rounds of one playout
  per candidate, at least one round), and if ``seconds`` is given, no new round once that much
  CPU time (``time.process_time``) is spent. Budgeted by playouts alone (the default), the
  choices depend only on the seed and the game, so games replay exactly.
* Scores: ``evaluate`` (in [-1, 1]) of the playout's last position; a game won in the playout
  scores more than 1, the more the sooner (1.5 in the same turn, 1.25 the next...), a game lost
  less than -1 likewise, so that a win now is taken rather than later and a loss put off.
* The choice: the best mean score; but the heuristic player's choice (the first candidate)
  unless the best one's lead over it, paired sample by sample, is more than ``margin``
  standard errors of its mean (the playouts being few, a small lead is mostly noise). Ties
  go to the heuristic player's choice, else the first listed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from manastack.agents.declarations import (
    attack_candidates,
    block_candidates,
    declared,
    heuristic_declaration,
)
from manastack.agents.determinize import determinize
from manastack.agents.evaluation import evaluate
from manastack.agents.heuristic import HeuristicPolicy
from manastack.decisions.actions import (
    Action,
    ActivateManaAbility,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
)
from manastack.decisions.policies import Policy
from manastack.game import IllegalActionError

if TYPE_CHECKING:
    from manastack.game import Game

DEFAULT_PLAYOUTS = 128
PLAYOUT_TURNS = 2
MAX_CANDIDATES = 10
PLAYOUT_DECISIONS = 1500
NEAR_END_LIFE = 5
MARGIN = 1.0
SOONER = 0.5
WITHOUT_SEARCH = ("pay_mana", "pool_mana", "mulligan", "bottom_cards", "first_player")
"""Decisions answered as the heuristic player answers them."""

_MASK = (1 << 62) - 1


class SearchPolicy(Policy):
    """See the module docstring. ``playouts``: playouts per decision (at least 1);
    ``seconds``: CPU seconds per decision, or None; ``turns``: turn changes a playout goes
    through; ``max_candidates``: options compared at most per decision."""

    name = "search"

    def __init__(self, seed: int = 0, playouts: int = DEFAULT_PLAYOUTS,
                 seconds: float | None = None, turns: int = PLAYOUT_TURNS,
                 max_candidates: int = MAX_CANDIDATES, margin: float = MARGIN) -> None:
        if playouts < 1:
            raise ValueError(f"playouts must be at least 1, not {playouts!r}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be positive, not {seconds!r}")
        if turns < 1 or max_candidates < 2:
            raise ValueError("turns must be at least 1 and max_candidates at least 2")
        self.seed = seed
        self.playouts = playouts
        self.seconds = seconds
        self.turns = turns
        self.max_candidates = max_candidates
        self.margin = margin
        self.heuristic = HeuristicPolicy(seed)
        self._plan: tuple[tuple[object, ...], tuple[Action, ...]] | None = None
        self.searches = 0
        """Decisions searched so far."""
        self.playouts_run = 0
        """Playouts played so far."""
        self.trace: list[tuple[list[tuple[Action, ...]], list[float | None]]] | None = None
        """If a list: each search's candidates and their mean scores (None: not takeable)."""

    # -- the choice ----------------------------------------------------------------------------
    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        for a in actions:
            if isinstance(a, PayAutomatically):
                return a
        d = game.decision
        kind = d.kind if d is not None else ""
        if kind in WITHOUT_SEARCH:
            return self.heuristic.choose(game, player, actions)
        if kind == "priority":
            return self._priority(game, player, actions)
        if kind in ("declare_attackers", "declare_blockers"):
            return self._declaration(game, player, actions, kind)
        return self._choice(game, player, actions)

    def _priority(self, game: Game, player: int, actions: list[Action]) -> Action:
        options = [a for a in actions if not isinstance(a, ActivateManaAbility)]
        if all(isinstance(a, PassPriority) for a in options):
            return options[0] if options else self.heuristic.choose(game, player, actions)
        suggested = self.heuristic.choose(game, player, actions)
        return self._pick(game, player, options, suggested)

    def _choice(self, game: Game, player: int, actions: list[Action]) -> Action:
        suggested = self.heuristic.choose(game, player, actions)
        return self._pick(game, player, actions, suggested)

    def _pick(self, game: Game, player: int, options: list[Action], suggested: Action) -> Action:
        """The best of ``options`` (at most ``max_candidates``: the suggested one first)."""
        cands = [suggested] if suggested in options else []
        cands += [a for a in options if a != suggested][:self.max_candidates - len(cands)]
        best = self._best(game, player, [(a,) for a in cands])
        return cands[best] if best is not None else suggested

    # -- declarations --------------------------------------------------------------------------
    def _declaration(self, game: Game, player: int, actions: list[Action], kind: str) -> Action:
        d = game.decision
        assert d is not None
        blocking = int(dict(d.data).get("defending_player", player))
        if blocking != player:  # choosing an opponent's blocks: the heuristic player's way
            return self.heuristic.choose(game, player, actions)
        key = (kind, game.state.turn, player)
        done = declared(game, player, kind)
        if self._plan is None or self._plan[0] != key:
            self._plan = None
            if done:
                return self.heuristic.choose(game, player, actions)
            plan = self._plan_declaration(game, player, actions, kind)
            if plan is None:
                return self.heuristic.choose(game, player, actions)
            self._plan = (key, plan)
        plan = self._plan[1]
        if done <= set(plan):
            for a in plan:
                if a not in done and a in actions:
                    return a
            if FinishDeclaration() in actions:
                self._plan = None
                return FinishDeclaration()
        self._plan = None
        return self.heuristic.choose(game, player, actions)

    def _plan_declaration(self, game: Game, player: int, actions: list[Action],
                          kind: str) -> tuple[Action, ...] | None:
        mine = heuristic_declaration(game, player, self.seed)
        make = attack_candidates if kind == "declare_attackers" else block_candidates
        cands = make(game, player, actions, mine, self.max_candidates)
        if len(cands) == 1:
            return cands[0]
        best = self._best(game, player, [(*c, FinishDeclaration()) for c in cands])
        return cands[best] if best is not None else None

    # -- the search ----------------------------------------------------------------------------
    def _best(self, game: Game, player: int, cands: Sequence[tuple[Action, ...]]) -> int | None:
        """The index of the candidate (actions to take in turn) whose playouts score best on
        average, the first (the suggested one) on a tie; None if none could be taken."""
        self.searches += 1
        n = len(cands)
        rounds = max(1, self.playouts // n)
        base = (self.seed * 1_000_003 + len(game.history) * 7919 + game.state.turn) & _MASK
        scores: list[list[float]] = [[] for _ in range(n)]
        valid = [True] * n
        start = time.process_time()
        r = 0
        while True:
            seed = (base + r * 104_729) & _MASK
            sample = determinize(game, player, seed)
            for i, seq in enumerate(cands):
                if not valid[i]:
                    continue
                g = sample.clone()
                if not _take(g, player, seq):
                    valid[i] = False
                    continue
                scores[i].append(self._playout(g, player, seed))
            r += 1
            if not any(valid) or r >= rounds:
                break
            if self.seconds is not None and time.process_time() - start >= self.seconds:
                break
        means = [sum(x) / r if valid[i] else None for i, x in enumerate(scores)]
        if self.trace is not None:
            self.trace.append((list(cands), means))
        scored = [(m, -i) for i, m in enumerate(means) if m is not None]
        if not scored:
            return None
        best = -max(scored)[1]
        if best != 0 and valid[0] and r > 1 and self.margin > 0:
            # paired by sample: is the lead over the first (suggested) candidate more than
            # ``margin`` standard errors of its mean?
            diffs = [a - b for a, b in zip(scores[best], scores[0], strict=True)]
            lead = sum(diffs) / r
            spread = math.sqrt(sum((x - lead) ** 2 for x in diffs) / (r - 1) / r)
            if lead <= self.margin * spread:
                return 0
        return best

    def _playout(self, g: Game, player: int, seed: int) -> float:
        """Play ``g`` forward with the heuristic player in every seat; its evaluation."""
        self.playouts_run += 1
        st = g.state
        start = st.turn
        stop = start + self.turns
        if any(p.in_game and p.life <= NEAR_END_LIFE for p in st.players):
            stop += 2
        policies = [HeuristicPolicy(seed + 31 * i) for i in range(len(st.players))]
        for _ in range(PLAYOUT_DECISIONS):
            d = g.decision
            if d is None or g.is_over or g.state.turn >= stop:
                break
            acts = g.legal_actions()
            try:
                g.apply(d.player, policies[d.player].choose(g, d.player, acts))
            except IllegalActionError:
                break  # refused (and rewound): the position so far is scored
        score = evaluate(g, player)
        if g.is_over and score:
            # a won game outscores any position, the sooner the better; a lost one the later
            score *= 1 + SOONER / (1 + g.state.turn - start)
        return score


def _take(g: Game, player: int, seq: tuple[Action, ...]) -> bool:
    """Take the actions ``seq`` as ``player`` in ``g``; whether each was legal then."""
    for a in seq:
        d = g.decision
        if d is None or d.player != player:
            return False
        if a not in g.legal_actions():
            return False
        try:
            g.apply(player, a)
        except IllegalActionError:
            return False
    return True


__all__ = ["DEFAULT_PLAYOUTS", "SearchPolicy"]

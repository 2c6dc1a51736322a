"""Policies that choose actions: seeded random (the random policy and the uniform one of the
benchmark), first legal, scripted (strict)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.decisions.actions import (
    Action,
    ActivateManaAbility,
    Choose,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    ResetDeclaration,
)
from manastack.decisions.decision import Decision
from manastack.state.rng import Rng

if TYPE_CHECKING:
    from manastack.game import Game


class Policy:
    name = "policy"

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        raise NotImplementedError


def absent_answer(d: Decision, legal: list[Action]) -> Action:
    """The answer given for a player who has left the game to a decision of theirs that a
    resolution or declaration going on without them asks (CR 800.4a): no attackers or
    blockers, "no" or "done" where allowed, else the first legal answer."""
    if d.kind in ("declare_attackers", "declare_blockers"):
        if ResetDeclaration() in legal:
            return ResetDeclaration()
        if FinishDeclaration() in legal:
            return FinishDeclaration()
    for a in (Choose(None), PassPriority()):
        if a in legal:
            return a
    return legal[0]


class FirstLegalPolicy(Policy):
    """Always the first legal action (deterministic; passes whenever it may)."""

    name = "first"

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        return actions[0]


class RandomPolicy(Policy):
    """Uniformly random among legal actions, from its own seeded generator.

    At priority, activating a mana ability on its own (floating mana) is chosen only when it
    is the sole thing to do besides passing, which keeps random games meaningful. A payment is
    made automatically whenever the game offers it (``PayAutomatically``, a game set up with
    ``auto_pay``), as one decision.
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5DEECE66D)

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        d = game.decision
        if actions and isinstance(actions[0], PayAutomatically):
            return actions[0]
        if d is not None and d.kind == "priority" and len(actions) > 1:
            useful = [a for a in actions if not isinstance(a, ActivateManaAbility)]
            if len(useful) > 1:
                actions = useful
            if len(actions) > 1 and self.rng.below(2) == 0:
                return PassPriority()
        return actions[self.rng.below(len(actions))]


class UniformPolicy(Policy):
    """Uniformly random among the legal actions, from its own seeded generator: the policy of
    the benchmark (``manastack.benchmark``), whose random games are compared with those of
    another engine choosing uniformly among its own legal actions.

    Passing priority is as likely as any other action (``RandomPolicy`` passes at least half of
    the time). Three kinds of listed action are answered alike in both engines rather than
    drawn among the others:

    * a payment is made automatically whenever the game offers it (``PayAutomatically``, a game
      set up with ``auto_pay``): the whole cost is one decision;
    * at priority, a mana ability is not activated on its own: its mana, with nothing to spend
      it on, empties from the pool at the end of the step (CR 106.4, 500.4) and only leaves its
      source tapped, so lands tapped in the upkeep leave nothing to cast in the main phase;
    * an attack or block declaration is never started again (``ResetDeclaration``): it is
      declared creature by creature until ``FinishDeclaration`` (CR 508.1, 509.1), unless
      starting again is the only legal action.

    A decision with a single legal action draws nothing from the generator.
    """

    name = "uniform"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5DEECE66D)

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        if isinstance(first, PayAutomatically):
            return first
        d = game.decision
        assert d is not None
        skipped = _NOT_DRAWN.get(d.kind)
        if skipped is not None:
            drawn = [a for a in actions if not isinstance(a, skipped)]
            if drawn:
                actions = drawn
        return actions[self.rng.below(len(actions))]


_NOT_DRAWN: dict[str, type[Action]] = {
    "priority": ActivateManaAbility, "declare_attackers": ResetDeclaration,
    "declare_blockers": ResetDeclaration}
"""The kind of action ``UniformPolicy`` doesn't draw among at a decision of each kind."""


class ScriptError(AssertionError):
    """A scripted game reached a decision the script did not answer."""


class ScriptedPolicy(Policy):
    """Plays a fixed list of actions; strict: any mismatch or exhausted script fails."""

    name = "scripted"

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions = list(actions)
        self.pos = 0

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        if self.pos >= len(self.actions):
            d = game.decision
            raise ScriptError(f"the script has no answer for {d}")
        a = self.actions[self.pos]
        self.pos += 1
        if a not in actions:
            raise ScriptError(f"scripted action {a} is not legal; legal: "
                              f"{[str(x) for x in actions]}")
        return a


POLICIES = {"random": RandomPolicy, "first": FirstLegalPolicy}




def play_out(game: Game, policies: list[Policy], max_decisions: int = 100_000) -> int:
    """Play until the game ends; returns the number of decisions made."""
    n = 0
    while not game.is_over and n < max_decisions:
        d = game.decision
        assert d is not None
        acts = game.legal_actions()
        game.apply(d.player, policies[d.player].choose(game, d.player, acts))
        n += 1
    return n

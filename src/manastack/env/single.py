"""The Gymnasium single-agent environment: one seat learns, the other seats are played by policies.

    from manastack.env import SingleAgentEnv
    env = SingleAgentEnv(decks=["mid_gw", "mid_ub"], opponents="random")
    obs, info = env.reset(seed=1)
    while True:
        action = some_index_where(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

The learner sits at ``seat`` (default 0); ``step`` takes its action index, then lets the other
seats answer their decisions until the learner must decide again or the game ends. Opponents:
a policy name (``"random"``, ``"first"``, ``"heuristic"``), a ``Policy``, or any callable
``fn(game, player, actions) -> action`` choosing among ``actions``; one for every other seat or
a list, one per seat in order. The opponents play as in ``manastack simulate``
(``manastack.simulate.Autoplayer``): ``actions`` are the engine's legal actions
(``Game.legal_actions()``), and a cast or activation the engine then refuses is rewound to where
it began and not offered again there, so the opponent chooses anew (only the learner's actions
are checked on clones in advance, for its exact mask).
The reward is ``+1`` for a win, ``-1`` for a loss (CR 104.2, 104.3), ``0`` otherwise (a draw,
CR 104.4a); ``truncated`` after ``max_decisions`` decisions of the learner.
``concede()``: the learner concedes (CR 104.3a), at any time; it returns what ``step`` does.
``act(action)`` is ``step`` without building the observation (``observe()`` builds it), for
wrappers that take several actions before they need one.
``action_masks()`` gives the mask (for sb3-contrib's ``MaskablePPO``); ``env.unwrapped.game``
the game (``clone()`` it for search). ``info["view"]`` is the raw view and ``info["actions"]``
the action descriptions; ``info=False`` leaves them out (vectorised trainers copy the info at
every step). Errors: see ``manastack.env.aec`` (``InvalidActionError``
for an index that is not an integer of the space or is masked out; ``gymnasium.error.ResetNeeded``
for a step after the game ended).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from manastack.agents import POLICY_NAMES, make_policy
from manastack.decisions.actions import Action
from manastack.decisions.policies import Policy
from manastack.env.encoding import MAX_ACTIONS, NextPage
from manastack.env.observation import MAX_OBJECTS
from manastack.env.table import (
    InvalidActionError,
    Table,
    check_episode_args,
    check_reset_options,
    check_seed,
)
from manastack.game import Game
from manastack.simulate import Autoplayer
from manastack.views import decision_kind

Opponent = str | Policy | Callable[[Game, int, list[Action]], Action]


class _CallablePolicy(Policy):
    name = "callable"

    def __init__(self, fn: Callable[[Game, int, list[Action]], Action]) -> None:
        self.fn = fn

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        return self.fn(game, player, actions)


class _Checked(Policy):
    """An opponent's policy whose every choice must be one of the actions it was given."""

    def __init__(self, policy: Policy, seat: int) -> None:
        self.policy, self.seat, self.name = policy, seat, policy.name

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        a = self.policy.choose(game, player, actions)
        if a not in actions:
            raise InvalidActionError(f"the opponent at seat {self.seat} chose {a!r}, which is "
                                     "not one of its actions")
        return a


class _NoPolicy(Policy):
    """The learner's seat in the opponents' ``Autoplayer``: never asked."""

    name = "learner"

    def choose(self, game: Game, player: int, actions: list[Action]) -> Action:
        raise InvalidActionError("the learner's decisions are taken by step()")


class MaskedDiscrete(spaces.Discrete):
    """``Discrete(n)`` whose ``sample()`` without a mask draws among the indices masked in
    now (``mask_of()``), so that a sample of the action space is always an action that may be
    taken; ``sample(mask)`` uses the mask given."""

    def __init__(self, n: int, mask_of: Callable[[], np.ndarray]) -> None:
        super().__init__(n)
        self._mask_of = mask_of

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None:
            mask = self._mask_of().astype(np.int8)
        return super().sample(mask=mask, probability=probability)


class SingleAgentEnv(gym.Env[dict[str, np.ndarray], int]):
    """A game of Magic seen from one seat (see the module's docstring)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, decks: Sequence[Any], opponents: Opponent | Sequence[Opponent] = "random",
                 seat: int = 0, format: str = "normal", max_actions: int = MAX_ACTIONS,
                 max_objects: int = MAX_OBJECTS, max_decisions: int = 5_000,
                 render_mode: str | None = None, info: bool = True) -> None:
        self.info = info
        self.table = Table(decks, format, max_actions, max_objects)
        check_episode_args(max_decisions, render_mode)
        n = self.table.players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise ValueError(f"seat {seat!r} is not one of the {n} seats (0 to {n - 1})")
        self.seat = seat
        others = [s for s in range(n) if s != seat]
        given: list[Opponent] = list(opponents) if isinstance(opponents, list | tuple) \
            else [opponents] * len(others)  # type: ignore[list-item]
        if len(given) != len(others):
            raise ValueError(f"{len(given)} opponents for {len(others)} other seats")
        for spec in given:
            if isinstance(spec, str) and spec not in POLICY_NAMES or not isinstance(
                    spec, str | Policy) and not callable(spec):
                raise ValueError(f"an opponent is a policy name (one of "
                                 f"{', '.join(POLICY_NAMES)}), a Policy or a callable, "
                                 f"not {spec!r}")
        self._opponent_specs: dict[int, Opponent] = dict(zip(others, given, strict=True))
        self.opponents: dict[int, Policy] = {}
        self.observation_space = self.table.space  # type: ignore[assignment]
        self.action_space = MaskedDiscrete(  # type: ignore[assignment]
            max_actions, self.action_masks)
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self._decisions = 0
        self._done = True
        self._autoplayer: Autoplayer | None = None

    @property
    def game(self) -> Game:
        """The game being played (``clone()`` it for search)."""
        return self.table._game()

    def _policy(self, spec: Opponent, seed: int) -> Policy:
        if isinstance(spec, str):
            return make_policy(spec, seed)
        if isinstance(spec, Policy):
            return spec
        if callable(spec):
            return _CallablePolicy(spec)
        raise ValueError(f"an opponent is a policy name, a Policy or a callable, not {spec!r}")

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, np.ndarray],
                                                               dict[str, Any]]:
        """A new game; ``seed`` seeds it (and the opponents' policies). Raises ``ValueError``
        for a seed that is not a non-negative integer or ``options`` that are not a
        dict, the game unchanged."""
        check_seed(seed)
        check_reset_options(options)
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**31 - 1)) if seed is None else int(seed)
        self.table.new_game(game_seed)
        self.opponents = {s: self._policy(spec, game_seed * 16 + s)
                          for s, spec in self._opponent_specs.items()}
        self._autoplayer = None
        self._decisions = 0
        self._done = False
        self._play_opponents()
        return self._observe()

    def _play_opponents(self) -> None:
        """The other seats answer their decisions (as ``manastack simulate`` plays them) until
        the learner decides or the game ends."""
        g = self.table._game()
        if self._autoplayer is None or self._autoplayer.game is not g:
            self._autoplayer = Autoplayer(g, [
                _Checked(self.opponents[s], s) if s in self.opponents else _NoPolicy()
                for s in range(self.table.players)])
        auto = self._autoplayer
        while not g.is_over:
            d = g.decision
            if d is None or d.player == self.seat or not g.state.players[self.seat].in_game:
                return
            refused = auto.rejected
            a = auto.step()
            self.table.followed(a, rewound=auto.rejected != refused)

    def _observe(self) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        obs, info = self.table.observe(self.seat)
        return obs, info if self.info else {}

    def action_masks(self) -> np.ndarray:
        """The mask of the learner's action indices (``MaskablePPO`` calls this)."""
        if self._done:
            return np.ones(self.table.max_actions, bool)
        return self.table.mask().astype(bool)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool,
                                         dict[str, Any]]:
        reward, terminated, truncated = self.act(action)
        obs, info = self._observe()
        return obs, reward, terminated, truncated, info

    def observe(self) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """The learner's observation and info now (what ``step`` returns with them)."""
        return self._observe()

    def act(self, action: Any) -> tuple[float, bool, bool]:
        """``step`` without the observation: the reward, ``terminated`` and ``truncated``."""
        if self._done:
            raise gym.error.ResetNeeded("the game is over: call reset()")
        taken = self.table.take(self.seat, action)
        if not isinstance(taken, NextPage):
            self._decisions += 1
        self._play_opponents()
        return self._outcome()

    def concede(self) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        """The learner concedes (CR 104.3a), whoever is deciding: they leave the game and lose
        it (``-1``, ``terminated``), as ``step`` returns it; the others needn't play on. A step
        after it raises ``ResetNeeded``."""
        if self._done:
            raise gym.error.ResetNeeded("the game is over: call reset()")
        self.table.concede(self.seat)
        reward, terminated, truncated = self._outcome()
        obs, info = self._observe()
        return obs, reward, terminated, truncated, info

    def _outcome(self) -> tuple[float, bool, bool]:
        """The learner's reward, ``terminated`` and ``truncated`` now (CR 104.2-104.4a)."""
        g = self.table._game()
        player = g.state.players[self.seat]
        terminated = g.is_over or player.lost or not player.in_game
        reward = 0.0
        if terminated:
            reward = 1.0 if self.seat in g.winners else (
                0.0 if g.is_over and not g.winners else -1.0)
        truncated = not terminated and self._decisions >= self.max_decisions
        self._done = terminated or truncated
        return reward, terminated, truncated

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        g = self.table._game()
        d = g.decision
        return (f"turn {g.state.turn}, {g.state.step.label}; "
                + (f"player {d.player}: {decision_kind(g, self.seat)}" if d is not None
                   else "game over"))

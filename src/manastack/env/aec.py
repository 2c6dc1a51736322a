"""The PettingZoo AEC environment: every seat an agent, each acting at its own decisions.

    from manastack.env import aec_env
    env = aec_env(decks=["mid_gw", "mid_ub"], format="normal", seed=1)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else policy(obs, info)
        env.step(action)

Agents are ``"player_0"`` ... ``"player_{n-1}"`` (seats in the order of ``decks``). The agent
selected is the one the game's pending decision belongs to (a priority pass, a target, an
attack declaration...), so one agent may act many times in a row. Action spaces are
``Discrete(max_actions)`` and observations the dict of ``manastack.env.observation``; the
action indices and their mask are those of ``manastack.env.encoding``. ``infos[agent]`` holds
``view`` (the raw ``Game.view``) and ``actions`` (the descriptions of the action indices).

Rewards: ``+1`` to each winner and ``-1`` to each player who lost when they leave the game
(CR 104.2, 104.3; in a multiplayer game a player may lose before the end, CR 800.4), ``0`` for
a draw (CR 104.4a). A game still running after ``max_decisions`` decisions is truncated.

``concede(agent)``: that agent concedes (CR 104.3a), whoever is deciding; it is terminated
with ``-1`` and takes its terminal step like any agent done.

Errors (the game is unchanged): an index that is not an integer of the action space or is
masked out raises ``InvalidActionError`` (a ``ValueError``); a non-``None`` action for an agent
that is done raises ``ValueError`` (PettingZoo's rule); a step once every agent is done raises
``GameOverError`` (call ``reset``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from manastack.env.encoding import MAX_ACTIONS, NextPage
from manastack.env.observation import MAX_OBJECTS
from manastack.env.table import (
    GameOverError,
    Table,
    check_episode_args,
    check_reset_options,
    check_seed,
)
from manastack.game import Game
from manastack.views import SPECTATOR, decision_kind


class ManastackAEC(AECEnv):  # type: ignore[misc]
    """A game of Magic for 2 to 4 agents (see the module's docstring)."""

    metadata = {"name": "manastack_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Sequence[Any], format: str = "normal", seed: int | None = None,
                 max_actions: int = MAX_ACTIONS, max_objects: int = MAX_OBJECTS,
                 max_decisions: int = 5_000, render_mode: str | None = None) -> None:
        super().__init__()
        self.table = Table(decks, format, max_actions, max_objects)
        check_episode_args(max_decisions, render_mode)
        check_seed(seed)
        self.possible_agents = [f"player_{i}" for i in range(self.table.players)]
        self._spaces = {a: self.table.space for a in self.possible_agents}
        self._actions = {a: spaces.Discrete(max_actions) for a in self.possible_agents}
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self._seed = seed
        self._seeds = np.random.default_rng(seed)
        self._decisions = 0
        self.agents: list[str] = []

    # -- spaces --------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._actions[agent]

    @property
    def game(self) -> Game:
        """The game being played (``clone()`` it for search)."""
        return self.table._game()

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    # -- the AEC API ---------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` gives the game's seed (the same seed, the same game for the
        same actions); without it, the next seed of the generator seeded at construction.
        Raises ``ValueError`` for a seed that is not a non-negative integer or ``options``
        that are not a dict, the game unchanged."""
        check_seed(seed)
        check_reset_options(options)
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = int(self._seeds.integers(0, 2**31 - 1))
        self.table.new_game(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._decisions = 0
        self._skip_agent_selection = None
        self._update()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs, info = self.table.observe(self._seat(agent))
        self.infos[agent] = info
        return obs

    def step(self, action: Any) -> None:
        if not self.agents:
            raise GameOverError("every agent is done: call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is deciding: None is the action only of an agent "
                             "that is done")
        self._cumulative_rewards[agent] = 0.0
        taken = self.table.take(self._seat(agent), action)
        if not isinstance(taken, NextPage):
            self._decisions += 1
        self._clear_rewards()
        self._update()
        self._accumulate_rewards()

    def concede(self, agent: str) -> None:
        """``agent`` concedes (CR 104.3a), at any time, whoever is deciding: they leave the
        game and lose it at once (reward ``-1``); in a multiplayer game the others play on
        (CR 800.4a), and when one player is left they win (CR 104.2a). As after a step, each
        agent now done is selected to take its terminal step (``None``) before the game goes
        on. Raises ``ValueError`` for a name that is no agent's or an agent already done, and
        ``GameOverError`` once every agent is done; the game is unchanged each time."""
        if not self.agents:
            raise GameOverError("every agent is done: call reset()")
        if agent not in self.agents:
            raise ValueError(f"no agent {agent!r} is in the game (agents: "
                             f"{', '.join(self.agents)})")
        if self.terminations[agent] or self.truncations[agent]:
            raise ValueError(f"{agent} is done: it can't concede")
        self.table.concede(self._seat(agent))
        self._clear_rewards()
        self._update()
        self._accumulate_rewards()

    def _update(self) -> None:
        """Terminations, rewards and the agent selected, from the game."""
        g = self.table._game()
        players = g.state.players
        over = g.is_over
        for a in self.agents:
            if self.terminations[a]:
                continue
            seat = self._seat(a)
            if over:
                self.terminations[a] = True
                self.rewards[a] = 1.0 if seat in g.winners else (0.0 if not g.winners else -1.0)
            elif players[seat].lost or not players[seat].in_game:
                self.terminations[a] = True
                self.rewards[a] = -1.0
        if not over and self._decisions >= self.max_decisions:
            # an agent that left the game at this very step lost it (CR 104.3): it is
            # terminated, not truncated
            for a in self.agents:
                if not self.terminations[a]:
                    self.truncations[a] = True
        d = g.decision
        if d is not None and not over:
            self.agent_selection = self.possible_agents[d.player]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]
        for a in self.agents:
            self.infos.setdefault(a, {})
        self._deads_step_first()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        g = self.table._game()
        d = g.decision
        return (f"turn {g.state.turn}, {g.state.step.label}; "
                + (f"player {d.player}: {decision_kind(g, SPECTATOR)}" if d is not None
                   else "game over"))

    def close(self) -> None:
        pass


def aec_env(decks: Sequence[Any], format: str = "normal", seed: int | None = None,
            **kwargs: Any) -> ManastackAEC:
    """A PettingZoo AEC environment of a game between ``decks`` (2 to 4; bundled deck names,
    deck files, ``DeckList``s or lists of card names) in ``format`` ("normal" or "commander").
    ``seed`` seeds the games of ``reset()`` without a seed. Other arguments: ``max_actions``,
    ``max_objects``, ``max_decisions``, ``render_mode`` ("ansi")."""
    return ManastackAEC(decks, format=format, seed=seed, **kwargs)

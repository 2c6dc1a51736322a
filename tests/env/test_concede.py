"""Conceding in the environments (CR 104.3a): an agent may concede at any time, whoever is
deciding; it leaves the game and loses it at once, the others play on in a multiplayer game
(CR 800.4a), and the last one left wins (CR 104.2a)."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

from manastack.decisions.actions import CastSpell
from manastack.env import GameOverError, InvalidActionError, SingleAgentEnv, aec_env
from manastack.env.encoding import NextPage
from manastack.game import IllegalActionError

DECKS = ["mid_gw", "mid_ub"]
THREE = ["mid_gw", "mid_ub", "ons_br"]


def _random_steps(env, n: int, rng: np.random.Generator) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        _, _, term, trunc, _ = env.last()
        obs = env.observe(env.agent_selection)
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_a_player_who_is_not_deciding_concedes_and_the_other_wins() -> None:
    """In a two-player game, the agent not deciding concedes: both agents are done, the
    conceder with -1 and the other with +1 (CR 104.3a, 104.2a), each then takes its
    terminal step and is removed."""
    env = aec_env(decks=DECKS)
    env.reset(seed=4)
    _random_steps(env, 30, np.random.default_rng(4))
    deciding = env.agent_selection
    other = next(a for a in env.agents if a != deciding)
    env.concede(other)
    assert env.game.is_over and env.game.winners == (env.possible_agents.index(deciding),)
    assert env.terminations == {deciding: True, other: True}
    assert env._cumulative_rewards == {deciding: 1.0, other: -1.0}
    rewards = {}
    for agent in env.agent_iter():
        _, reward, term, _, _ = env.last()
        assert term
        rewards[agent] = reward
        env.step(None)
    assert rewards == {deciding: 1.0, other: -1.0}
    assert env.agents == []
    with pytest.raises(GameOverError, match="call reset"):
        env.concede(deciding)


def test_the_deciding_agent_concedes_in_a_three_player_game_and_the_others_play_on() -> None:
    """The agent deciding concedes in a three-player game: it is done with -1 and selected
    for its terminal step; then the game goes on between the two others (CR 800.4a), the
    agent selected is the one the game's decision belongs to and every index its mask allows
    is accepted."""
    env = aec_env(decks=THREE)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    _random_steps(env, 40, rng)
    quitter = env.agent_selection
    env.concede(quitter)
    assert not env.game.is_over
    assert env.agent_selection == quitter
    _, reward, term, trunc, _ = env.last()
    assert (reward, term, trunc) == (-1.0, True, False)
    env.step(None)
    assert quitter not in env.agents and len(env.agents) == 2
    d = env.game.decision
    assert env.agent_selection == env.possible_agents[d.player]
    obs, reward, term, trunc, _ = env.last()
    assert (reward, term, trunc) == (0.0, False, False)
    shown = env.table.shown()
    assert int(obs["action_mask"].sum()) == len(shown) > 0
    for a in shown:
        if not isinstance(a, NextPage):
            env.game.clone().apply(d.player, a)
    _random_steps(env, 60, rng)
    assert quitter not in env.agents


def test_an_agent_concedes_while_casting_a_spell_and_the_cast_is_undone() -> None:
    """An agent that began casting a spell concedes before completing it: the spell is gone
    with them (CR 104.3a, 732.1), the next player has priority and the mask is that of a
    priority decision, each index of it accepted."""
    env = aec_env(decks=THREE)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for _ in range(3000):
        agent = env.agent_selection
        _, _, term, trunc, info = env.last()
        if term or trunc:
            env.step(None)
            continue
        casts = [i for i, d in enumerate(info["actions"]) if d["kind"] == "cast"]
        if casts:
            env.step(casts[0])
            if env.table.in_sequence and env.agent_selection == agent:
                break
            continue
        env.step(int(rng.choice(len(info["actions"]))))
    else:  # pragma: no cover - the search for a cast under way failed
        raise AssertionError("no cast under way was found")
    assert isinstance(env.game.history[-1][1], CastSpell)
    env.concede(agent)
    assert not env.table.in_sequence
    env.step(None)
    g = env.game
    assert g.decision.kind == "priority" and not g.state.stack
    assert env.agent_selection == env.possible_agents[g.decision.player]
    obs, *_ = env.last()
    for a in env.table.shown():
        g.clone().apply(g.decision.player, a)
    assert int(obs["action_mask"].sum()) == len(env.table.shown())


def test_a_concession_that_is_refused_names_the_problem_and_leaves_the_game_unchanged() -> None:
    env = aec_env(decks=THREE, max_decisions=25)
    env.reset(seed=1)
    before = env.game.fingerprint()
    with pytest.raises(ValueError, match="no agent 'player_7'"):
        env.concede("player_7")
    with pytest.raises(InvalidActionError, match="seats are 0 to 2"):
        env.table.concede(3)
    with pytest.raises(InvalidActionError, match="no player True"):
        env.table.concede(True)  # type: ignore[arg-type]
    assert env.game.fingerprint() == before
    _random_steps(env, 25, np.random.default_rng(1))
    assert all(env.truncations.values())
    with pytest.raises(ValueError, match="player_0 is done"):
        env.concede("player_0")
    env.table.concede(1)
    with pytest.raises(InvalidActionError, match="player 1 has left the game"):
        env.table.concede(1)
    with pytest.raises(IllegalActionError):
        env.game.concede(1)


def test_the_learner_concedes_loses_and_must_reset() -> None:
    """``SingleAgentEnv.concede()``: the learner loses (-1, terminated), as ``step`` would
    return it, in a two-player game (the opponent wins) and in a three-player one (the others
    may play on; the learner's episode is over)."""
    for decks, over in ((DECKS, True), (THREE, False)):
        env = SingleAgentEnv(decks=decks, opponents="random")
        env.reset(seed=5)
        for _ in range(20):
            env.step(int(np.flatnonzero(env.action_masks())[0]))
        obs, reward, term, trunc, info = env.concede()
        assert (reward, term, trunc) == (-1.0, True, False)
        assert env.game.is_over is over
        assert env.observation_space.contains(obs)
        assert not env.game.state.players[0].in_game
        with pytest.raises(gym.error.ResetNeeded):
            env.concede()
        with pytest.raises(gym.error.ResetNeeded):
            env.step(0)
        env.reset(seed=5)
        assert env.game.state.players[0].in_game

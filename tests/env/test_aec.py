"""The PettingZoo AEC environment passes PettingZoo's own checks, for two, four and six
players (Three-Headed Giant, CR 810.11)."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from manastack.env import GameOverError, InvalidActionError, aec_env
from tests.commander_decks import NAMES, deck

DECKS = ["mid_gw", "mid_ub"]


def test_two_player_game_passes_pettingzoos_api_test() -> None:
    api_test(aec_env(decks=DECKS, seed=3, max_decisions=300), num_cycles=100)


def test_four_player_commander_game_passes_pettingzoos_api_test() -> None:
    env = aec_env(decks=[deck(n) for n in NAMES], format="commander", seed=1,
                  max_decisions=200)
    assert env.possible_agents == ["player_0", "player_1", "player_2", "player_3"]
    api_test(env, num_cycles=60)


def test_six_player_two_headed_giant_game_passes_pettingzoos_api_test_cr_810_11() -> None:
    """CR 810.11: two teams of three; each of the six seats is observed relative to itself,
    its two teammates carrying the team's life total of 45 (CR 810.4, 810.9, 810.11)."""
    env = aec_env(decks=DECKS * 3, format="two_headed_giant", seed=2, max_decisions=200)
    assert env.possible_agents == [f"player_{i}" for i in range(6)]
    env.reset(seed=2)
    players = env.observe("player_4")["players"]
    assert players[:6, 0].tolist() == [1] * 6 and players[6:].sum() == 0
    assert players[:6, 2].tolist() == [45] * 6
    api_test(env, num_cycles=60)


def test_the_same_seed_plays_the_same_game_in_pettingzoos_seed_test() -> None:
    seed_test(lambda: aec_env(decks=DECKS, max_decisions=150), num_cycles=40)


def test_reset_with_a_seed_reproduces_the_game() -> None:
    def trace(seed: int) -> list[tuple[str, int, bytes]]:
        env = aec_env(decks=DECKS)
        env.reset(seed=seed)
        rng = np.random.default_rng(0)
        out = []
        for agent in env.agent_iter(max_iter=120):
            obs, _, term, trunc, _ = env.last()
            a = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            out.append((agent, -1 if a is None else a, obs["objects"].tobytes()))
            env.step(a)
        return out
    assert trace(11) == trace(11)
    assert trace(11) != trace(12)


def test_bad_actions_raise_and_leave_the_game_unchanged() -> None:
    env = aec_env(decks=DECKS, seed=1)
    env.reset(seed=5)
    before = env.game.fingerprint()
    obs = env.observe(env.agent_selection)
    masked_out = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    for bad in (masked_out, -1, 10_000, 1.5, "0", True):
        with pytest.raises(InvalidActionError):
            env.step(bad)
    with pytest.raises(ValueError, match="None is the action only of an agent that is done"):
        env.step(None)
    with pytest.raises(InvalidActionError, match="not player 1's"):
        env.table.take(1 - env.game.decision.player, 0)
    assert env.game.fingerprint() == before


def test_a_step_after_the_game_is_over_raises() -> None:
    env = aec_env(decks=DECKS, seed=1, max_decisions=30)
    env.reset(seed=2)
    for _agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.agents == []
    with pytest.raises(GameOverError, match="call reset"):
        env.step(0)


def test_a_player_who_loses_at_the_last_decision_is_terminated_not_truncated() -> None:
    """A player with five cards can't draw a whole opening hand and loses at the first check
    of state-based actions (CR 121.4, 704.5b); when that is also the step at which the game
    is cut short (``max_decisions``), that agent is terminated with -1, not truncated, and
    the two others still in the game are truncated with 0 (CR 800.4a)."""
    decks = ["mid_gw", ["Forest"] * 5, "mid_ub"]
    env = aec_env(decks=decks)
    env.reset(seed=1)
    for _agent in env.agent_iter():
        if env.terminations["player_1"]:
            break
        env.step(0)
    env = aec_env(decks=decks, max_decisions=env._decisions)
    env.reset(seed=1)
    for _agent in env.agent_iter():
        if env.terminations["player_1"]:
            break
        env.step(0)
    assert env.terminations == {"player_0": False, "player_1": True, "player_2": False}
    assert env.truncations == {"player_0": True, "player_1": False, "player_2": True}
    ends = {}
    for agent in env.agent_iter():
        _, reward, term, trunc, _ = env.last()
        ends[agent] = (reward, term, trunc)
        env.step(None)
    assert ends == {"player_0": (0.0, False, True), "player_1": (-1.0, True, False),
                    "player_2": (0.0, False, True)}


def test_pettingzoos_api_test_passes_when_a_player_leaves_a_three_player_game() -> None:
    """Player 1's five cards can't make an opening hand: they lose at the first check of
    state-based actions (CR 121.4, 704.5b) and leave while the two others play on
    (CR 800.4a); their agent is removed after its terminal step and the API test passes."""
    decks = ["mid_gw", ["Forest"] * 5, "mid_ub"]
    env = aec_env(decks=decks, max_decisions=400)
    env.reset(seed=1)
    for _agent in env.agent_iter(max_iter=40):
        _, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else 0)
    assert env.agents == ["player_0", "player_2"] and not env.game.is_over
    api_test(aec_env(decks=decks, seed=1, max_decisions=400), num_cycles=200)

"""The Gymnasium single-agent environment passes Gymnasium's checker and plays reproducibly."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from manastack.decisions.actions import Action
from manastack.decisions.policies import FirstLegalPolicy
from manastack.env import InvalidActionError, SingleAgentEnv
from manastack.game import Game

DECKS = ["mid_gw", "mid_ub"]


def test_passes_gymnasiums_env_checker() -> None:
    check_env(SingleAgentEnv(decks=DECKS, opponents="random", max_decisions=100),
              skip_render_check=True)


def _play(env: SingleAgentEnv, seed: int, steps: int = 60) -> list[bytes]:
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(0)
    out = [obs["objects"].tobytes()]
    for _ in range(steps):
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(
            env.action_masks()))))
        out.append(obs["objects"].tobytes() + obs["players"].tobytes())
        if term or trunc:
            break
    return out


def test_reset_with_a_seed_reproduces_the_game_and_its_opponents() -> None:
    env = SingleAgentEnv(decks=DECKS, opponents="heuristic")
    assert _play(env, 3) == _play(env, 3)
    assert _play(env, 3) != _play(env, 4)


def test_opponents_may_be_a_policy_or_any_callable_and_only_the_learner_is_asked() -> None:
    asked: list[int] = []

    def last(game: Game, player: int, actions: list[Action]) -> Action:
        asked.append(player)
        return actions[-1]

    env = SingleAgentEnv(decks=DECKS, opponents=last, seat=1)
    obs, info = env.reset(seed=2)
    for _ in range(40):
        assert env.game.decision.player == 1
        obs, *_ = env.step(0)
    assert asked and set(asked) == {0}
    env2 = SingleAgentEnv(decks=DECKS, opponents=[FirstLegalPolicy()])
    env2.reset(seed=2)
    assert env2.game.decision.player == 0


def test_a_game_ends_with_a_reward_and_a_step_after_it_raises_reset_needed() -> None:
    env = SingleAgentEnv(decks=DECKS, opponents="heuristic")
    obs, info = env.reset(seed=1)
    term = trunc = False
    reward = 0.0
    while not (term or trunc):
        obs, reward, term, trunc, info = env.step(0)  # always pass: the heuristic wins
    assert term and reward == -1.0
    assert env.game.winners == (1,)
    with pytest.raises(gym.error.ResetNeeded):
        env.step(0)


def test_bad_indices_raise_and_leave_the_game_unchanged() -> None:
    env = SingleAgentEnv(decks=DECKS)
    env.reset(seed=9)
    before = env.game.fingerprint()
    masked_out = int(np.flatnonzero(~env.action_masks())[0])
    for bad in (masked_out, -1, 256, 0.0, None, "1"):
        with pytest.raises(InvalidActionError):
            env.step(bad)
    assert env.game.fingerprint() == before


def test_the_info_gives_the_raw_view_and_a_description_of_each_action() -> None:
    env = SingleAgentEnv(decks=DECKS)
    obs, info = env.reset(seed=9)
    assert info["view"] == env.game.view(0)
    assert len(info["actions"]) == int(obs["action_mask"].sum())
    assert all({"kind", "decision", "action"} <= set(d) for d in info["actions"])


def test_act_then_observe_is_step() -> None:
    """``act`` takes the action as ``step`` does (same reward, ends, game) and ``observe``
    then gives ``step``'s observation."""
    a = SingleAgentEnv(decks=DECKS, opponents="heuristic", info=False)
    b = SingleAgentEnv(decks=DECKS, opponents="heuristic", info=False)
    a.reset(seed=6)
    b.reset(seed=6)
    rng = np.random.default_rng(6)
    for _ in range(150):
        i = int(rng.choice(np.flatnonzero(a.action_masks())))
        obs, reward, term, trunc, _ = a.step(i)
        assert b.act(i) == (reward, term, trunc)
        other, _ = b.observe()
        assert all((obs[k] == other[k]).all() for k in obs)
        assert a.game.history == b.game.history
        if term or trunc:
            break


def test_a_four_headed_giant_seat_wins_or_loses_with_its_team_cr_810_11() -> None:
    """CR 810.11, 810.8a: eight seats, two teams of four (0-3 and 4-7); the learner at seat 5
    sees its teammates at relative seats 0, 1, 2 and 7 sharing the team's life total (CR
    810.9), and its reward is its team's result."""
    env = SingleAgentEnv(decks=DECKS * 4, format="two_headed_giant", opponents="random",
                         seat=5, max_decisions=3000)
    obs, _ = env.reset(seed=1)
    assert obs["players"][:, 2].tolist() == [60] * 8                # CR 810.4, 810.11
    done, reward = False, 0.0
    while not done:
        obs, r, term, trunc, _ = env.step(int(obs["action_mask"].argmax()))
        done, reward = term or trunc, reward + float(r)
    life = obs["players"][:, 2].tolist()
    assert life[0] == life[1] == life[2] == life[7]
    assert life[3] == life[4] == life[5] == life[6]
    assert env.game.is_over and sorted(env.game.winners) in ([0, 1, 2, 3], [4, 5, 6, 7])
    assert reward == (1.0 if 5 in env.game.winners else -1.0)

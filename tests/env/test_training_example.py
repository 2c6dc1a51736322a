"""The training example runs: MaskablePPO learns a few thousand steps and plays masked games,
and its learner's view offers only actions the environment allows."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import numpy as np

from manastack.env.encoding import DECISION_KINDS, KINDS
from manastack.env.observation import GLOBAL_FEATURES

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_maskable_ppo.py"


def _example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_maskable_ppo", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_maskable_ppo_trains_against_the_random_opponent_and_plays_only_legal_actions() -> None:
    result = _example().train(steps=2048, eval_games=2, max_decisions=300)
    assert result["steps"] >= 2048
    assert result["eval_games"] == 2 and result["eval_seeds"] == [10_000, 10_001]
    for figures in (result, result["random_learner"], result["random_policy"]):
        assert figures["wins"] + figures["losses"] + figures["unfinished"] == 2


def test_the_learner_view_asks_only_real_choices_among_the_environment_s_actions() -> None:
    example = _example()
    env = example.make_env(("mid_gw", "mid_ub"), 200, 64, 96, example.SHAPING)
    raw = env.unwrapped
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    mana, priority = KINDS.index("mana"), DECISION_KINDS.index("priority")
    for _ in range(60):
        assert env.observation_space.contains(obs)
        mask = env.action_masks()
        raw_obs = raw.table.observe(raw.seat)[0]
        # every index offered is one the environment allows, and there is a choice to make
        assert not (mask & ~raw.action_masks()).any()
        assert mask.sum() >= 2
        kinds = raw_obs["actions"][mask, 0]
        if raw_obs["global"][GLOBAL_FEATURES.index("decision")] == priority and (kinds != mana).any():
            assert (kinds != mana).all()
        obs, _, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        if term or trunc:
            assert info["outcome"] in (-1, 0, 1)
            obs, _ = env.reset(seed=4)


def test_the_sign_test_counts_the_deals_only_one_player_won() -> None:
    example = _example()
    figures = example.sign_test([1, 1, 1, -1, 1], [-1, -1, -1, -1, 1])
    assert figures == {"only_first_won": 3, "only_second_won": 0, "p_value": 0.25}
    assert example.sign_test([1, -1], [-1, 1])["p_value"] == 1.0

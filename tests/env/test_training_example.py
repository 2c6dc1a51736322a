"""The training example runs: MaskablePPO learns a few thousand steps and plays masked games."""

from __future__ import annotations

import importlib.util
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_maskable_ppo.py"


def test_maskable_ppo_trains_against_the_random_opponent_and_plays_only_legal_actions() -> None:
    spec = importlib.util.spec_from_file_location("train_maskable_ppo", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result = module.train(steps=2048, eval_games=2, max_decisions=300)
    assert result["steps"] >= 2048
    assert result["eval_games"] == 2 and 0 <= result["wins"] + result["losses"] <= 2

"""Train a masked policy (sb3-contrib's MaskablePPO) against the random opponent.

    python examples/train_maskable_ppo.py --steps 200000 --eval-games 200

The learner sits at seat 0 of one benchmark matchup (``mid_gw`` against ``mid_ub`` by default)
in ``manastack.env.SingleAgentEnv``; the other seat plays the random policy. After training,
the learner plays ``--eval-games`` games (deterministic actions, masked) and the win rate is
printed. CI runs a few thousand steps as a smoke test (tests/env/test_training_example.py).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

import numpy as np
import torch
from sb3_contrib import MaskablePPO

from manastack.env import SingleAgentEnv


def train(steps: int, eval_games: int, seed: int = 0, decks: tuple[str, str] = (
        "mid_gw", "mid_ub"), max_decisions: int = 600, max_actions: int = 64,
          max_objects: int = 96) -> dict[str, Any]:
    """Train for ``steps`` learner decisions, then play ``eval_games`` games; the figures.
    A smaller action space and object table than the defaults keep the network small; the
    pages keep every action reachable (``manastack.env.encoding``)."""
    torch.set_num_threads(1)
    env = SingleAgentEnv(decks=list(decks), opponents="random", max_decisions=max_decisions,
                         max_actions=max_actions, max_objects=max_objects, info=False)
    model = MaskablePPO("MultiInputPolicy", env, n_steps=512, batch_size=128, n_epochs=4,
                        learning_rate=3e-4, gamma=0.995, seed=seed, verbose=0, device="cpu")
    start = time.perf_counter()
    model.learn(total_timesteps=steps)
    seconds = time.perf_counter() - start
    wins = losses = 0
    for g in range(eval_games):
        obs, _ = env.reset(seed=10_000 + g)
        done = False
        reward = 0.0
        while not done:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, reward, term, trunc, _ = env.step(int(np.asarray(action)))
            done = term or trunc
        wins += reward > 0
        losses += reward < 0
    return {"steps": int(model.num_timesteps), "train_seconds": round(seconds, 1),
            "eval_games": eval_games, "wins": int(wins), "losses": int(losses),
            "win_rate": round(wins / eval_games, 3) if eval_games else None,
            "decks": list(decks)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=200_000)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", nargs=2, default=["mid_gw", "mid_ub"])
    args = ap.parse_args(argv)
    print(json.dumps(train(args.steps, args.eval_games, args.seed, tuple(args.decks))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

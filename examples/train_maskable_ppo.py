"""Train a masked policy (sb3-contrib's MaskablePPO) against the random opponent.

    python examples/train_maskable_ppo.py --steps 200000 --eval-games 200 [--minutes 45]

The learner sits at seat 0 of one benchmark matchup (``mid_gw`` against ``mid_ub`` by default)
in ``manastack.env.SingleAgentEnv``; the other seat plays the random policy. After training,
the learner plays ``--eval-games`` games (deterministic actions, masked) and the win rate is
printed with, for comparison, the win rate of a uniformly random masked learner on the same
evaluation seeds. ``--minutes`` stops the training after that much wall time (the steps done
are reported); ``--save PATH`` keeps the trained model. CI runs a few thousand steps as a smoke test (tests/env/test_training_example.py).
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
from stable_baselines3.common.callbacks import BaseCallback

from manastack.env import SingleAgentEnv


class WallClock(BaseCallback):
    """Stops the training once ``seconds`` of wall time have passed."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.start = time.perf_counter()

    def _on_training_start(self) -> None:
        self.start = time.perf_counter()

    def _on_step(self) -> bool:
        return time.perf_counter() - self.start < self.seconds


def evaluate(env: SingleAgentEnv, games: int, choose: Any) -> tuple[int, int]:
    """Wins and losses of the learner over ``games`` games with seeds 10000, 10001, ...;
    ``choose(obs, mask)`` gives the learner's index."""
    wins = losses = 0
    for g in range(games):
        obs, _ = env.reset(seed=10_000 + g)
        done = False
        reward = 0.0
        while not done:
            obs, reward, term, trunc, _ = env.step(choose(obs, env.action_masks()))
            done = term or trunc
        wins += reward > 0
        losses += reward < 0
    return wins, losses


def train(steps: int, eval_games: int, seed: int = 0, decks: tuple[str, str] = (
        "mid_gw", "mid_ub"), max_decisions: int = 600, max_actions: int = 64,
          max_objects: int = 96, minutes: float | None = None, save: str | None = None,
          baseline: bool = False) -> dict[str, Any]:
    """Train for ``steps`` learner decisions (or ``minutes`` of wall time, whichever ends
    first), then play ``eval_games`` games; the figures. A smaller action space and object
    table than the defaults keep the network small; the pages keep every action reachable
    (``manastack.env.encoding``). ``baseline`` also plays the evaluation games with a
    uniformly random masked learner."""
    torch.set_num_threads(1)
    env = SingleAgentEnv(decks=list(decks), opponents="random", max_decisions=max_decisions,
                         max_actions=max_actions, max_objects=max_objects, info=False)
    model = MaskablePPO("MultiInputPolicy", env, n_steps=512, batch_size=128, n_epochs=4,
                        learning_rate=3e-4, gamma=0.995, seed=seed, verbose=0, device="cpu")
    start = time.perf_counter()
    model.learn(total_timesteps=steps,
                callback=WallClock(60 * minutes) if minutes is not None else None)
    seconds = time.perf_counter() - start
    if save is not None:
        model.save(save)

    def learned(obs: Any, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(np.asarray(action))

    wins, losses = evaluate(env, eval_games, learned)
    result: dict[str, Any] = {
        "steps": int(model.num_timesteps), "train_seconds": round(seconds, 1),
        "eval_games": eval_games, "wins": int(wins), "losses": int(losses),
        "win_rate": round(wins / eval_games, 3) if eval_games else None,
        "decks": list(decks)}
    if baseline:
        rng = np.random.default_rng(seed)
        r_wins, r_losses = evaluate(
            env, eval_games, lambda obs, mask: int(rng.choice(np.flatnonzero(mask))))
        result["random_learner"] = {
            "wins": int(r_wins), "losses": int(r_losses),
            "win_rate": round(r_wins / eval_games, 3) if eval_games else None}
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=200_000)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", nargs=2, default=["mid_gw", "mid_ub"])
    ap.add_argument("--minutes", type=float, default=None,
                    help="stop the training after this much wall time")
    ap.add_argument("--save", default=None, help="save the trained model to this file")
    ap.add_argument("--no-baseline", action="store_true",
                    help="skip the random learner's games on the evaluation seeds")
    args = ap.parse_args(argv)
    print(json.dumps(train(args.steps, args.eval_games, args.seed, tuple(args.decks),
                           minutes=args.minutes, save=args.save,
                           baseline=not args.no_baseline)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Train a masked policy (sb3-contrib's MaskablePPO) against the random opponent.

    python examples/train_maskable_ppo.py --steps 200000 --eval-games 200 [--minutes 45]

The learner sits at seat 0 of one benchmark matchup (``mid_gw`` against ``mid_ub`` by default)
in ``manastack.env.SingleAgentEnv``; the other seat plays the random policy. After training,
the learner plays ``--eval-games`` games (deterministic actions, masked) and the win rate is
printed with, for comparison, the win rate of a uniformly random masked learner on the same
evaluation seeds. ``--minutes`` stops the training after that much wall time (the steps done
are reported); ``--save PATH`` keeps the trained model and ``--load PATH`` evaluates it
again; ``--eval-minutes`` bounds the evaluation (the games played are reported, a progress
line per evaluation seed goes to standard error). CI runs a few thousand steps as a smoke
test (tests/env/test_training_example.py).
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


def play(env: SingleAgentEnv, seed: int, choose: Any) -> float:
    """The learner's reward in the game of ``seed``; ``choose(obs, mask)`` gives its index."""
    obs, _ = env.reset(seed=seed)
    reward = 0.0
    done = False
    while not done:
        obs, reward, term, trunc, _ = env.step(choose(obs, env.action_masks()))
        done = term or trunc
    return reward


def evaluate(env: SingleAgentEnv, games: int, choosers: dict[str, Any],
             minutes: float | None = None) -> dict[str, Any]:
    """Each chooser plays the games of seeds 10000, 10001, ... in turn (the same deals for
    every chooser); ``minutes`` stops after the first seed that ends past that wall time. Wins,
    losses and the win rate of each, over the games played; a progress line per seed goes to
    standard error."""
    start = time.perf_counter()
    tally = {name: [0, 0] for name in choosers}
    played = 0
    for g in range(games):
        if minutes is not None and time.perf_counter() - start > 60 * minutes:
            break
        for name, choose in choosers.items():
            reward = play(env, 10_000 + g, choose)
            tally[name][0] += reward > 0
            tally[name][1] += reward < 0
        played += 1
        print(json.dumps({"eval_games": played, **{k: v[:] for k, v in tally.items()}}),
              file=sys.stderr, flush=True)
    return {"eval_games": played, **{
        name: {"wins": int(w), "losses": int(lost),
               "win_rate": round(w / played, 3) if played else None}
        for name, (w, lost) in tally.items()}}


def train(steps: int, eval_games: int, seed: int = 0, decks: tuple[str, str] = (
        "mid_gw", "mid_ub"), max_decisions: int = 600, max_actions: int = 64,
          max_objects: int = 96, minutes: float | None = None, save: str | None = None,
          baseline: bool = False, load: str | None = None,
          eval_minutes: float | None = None) -> dict[str, Any]:
    """Train for ``steps`` learner decisions (or ``minutes`` of wall time, whichever ends
    first), then play ``eval_games`` games (or as many as ``eval_minutes`` allow); the figures.
    A smaller action space and object table than the defaults keep the network small; the
    pages keep every action reachable (``manastack.env.encoding``). ``baseline`` also plays
    the evaluation games with a uniformly random masked learner; ``load`` evaluates a model
    saved by ``save`` instead of training one."""
    torch.set_num_threads(1)
    env = SingleAgentEnv(decks=list(decks), opponents="random", max_decisions=max_decisions,
                         max_actions=max_actions, max_objects=max_objects, info=False)
    start = time.perf_counter()
    if load is not None:
        model = MaskablePPO.load(load, env=env, device="cpu")
    else:
        model = MaskablePPO("MultiInputPolicy", env, n_steps=512, batch_size=128, n_epochs=4,
                            learning_rate=3e-4, gamma=0.995, seed=seed, verbose=0,
                            device="cpu")
        model.learn(total_timesteps=steps,
                    callback=WallClock(60 * minutes) if minutes is not None else None)
    seconds = time.perf_counter() - start
    if save is not None and load is None:
        model.save(save)

    def learned(obs: Any, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(np.asarray(action))

    rng = np.random.default_rng(seed)
    choosers: dict[str, Any] = {"learner": learned}
    if baseline:
        choosers["random_learner"] = lambda obs, mask: int(rng.choice(np.flatnonzero(mask)))
    figures = evaluate(env, eval_games, choosers, eval_minutes)
    result: dict[str, Any] = {
        "steps": int(model.num_timesteps), "train_seconds": None if load else round(seconds, 1),
        "eval_games": figures["eval_games"], **figures["learner"], "decks": list(decks)}
    if baseline:
        result["random_learner"] = figures["random_learner"]
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
    ap.add_argument("--load", default=None,
                    help="evaluate a model saved with --save instead of training one")
    ap.add_argument("--eval-minutes", type=float, default=None,
                    help="stop the evaluation after this much wall time")
    args = ap.parse_args(argv)
    print(json.dumps(train(args.steps, args.eval_games, args.seed, tuple(args.decks),
                           minutes=args.minutes, save=args.save,
                           baseline=not args.no_baseline, load=args.load,
                           eval_minutes=args.eval_minutes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Train a masked policy (sb3-contrib's MaskablePPO) against a fixed opponent.

    python examples/train_maskable_ppo.py --steps 300000 --cpu-minutes 80 --save ppo.zip

The learner sits at seat 0 of one benchmark matchup (``mid_gw`` against ``mid_ub`` by default)
in ``manastack.env.SingleAgentEnv``; the other seat plays the engine's heuristic policy
(``--opponent heuristic``, the default) or its random policy (``--opponent random``). Against
the random opponent a uniformly random choice among the learner's actions already wins nearly
every deal, so only the heuristic opponent leaves room to show learning. After training,
the learner plays ``--eval-games`` fresh deals (seeds 10000, 10001, ...; deterministic actions,
masked; the same seat) and its results are printed beside, on the same deals:

* ``random_learner``: a uniformly random choice among the same actions the learner may take,
  its generator seeded with the deal's seed (the learner's view below);
* ``random_policy``: the engine's random policy at seat 0 against the same opponent, played
  with ``manastack.simulate.play_game``: the same deals, and the same opponent's policy
  seeds, as ``manastack simulate mid_gw mid_ub --seed 10000 --policy random,heuristic``.

What the learner sees and does (the **learner's view**, ``LearnerView``, part of this example,
not of the environment):

* **Per-action features and a per-action score.** Index *i* of the action space is the *i*-th
  legal action of the pending decision, so it means something else at every decision. The
  policy (``ActionScorer``) scores each index from the features of its action (kind, decision,
  the power, toughness, zone, controller... of the object it is about, the player, number or
  yes/no it chooses, the low bits of the code of a word it chooses (``keep`` or ``mulligan``,
  ``top`` or ``bottom``...), its position) together with a summary of the game, with the same weights
  for every index: a head with one output per index would have to learn what each index means.
  The summary counts the lands and creatures of the learner's hand and of the cards of the
  opponent's hand it knows (revealed or looked at), and tells each library's top card when
  the learner knows it: all read from the observation, which shows only what the learner
  may know.
* **Scaled features.** Life, counts, power and toughness are divided by their usual size, so
  that no raw card id or count of a few hundred swamps the network.
* **No undoing.** Resetting an attack or block declaration under way is left out: every
  declaration can be made without it, and a policy that declares and resets in turn would
  never end the decision.
* **Only decisions with a choice.** At priority, activating a mana ability on its own (floating
  mana, which empties at the end of the step) is left out when anything else may be done, as
  the random policy does; a decision left with one action is then taken without asking the
  learner (and no observation is built for it). Mana costs are paid without asking the
  learner: at each payment decision (``pay_mana``) index 0, the first mana ability in the
  canonical order that lets the cast be completed.
* **Reward shaping**, documented as such: besides +1 for a win and -1 for a loss (CR 104.2,
  104.3), each step is rewarded ``SHAPING`` times the change of the potential
  ``(life difference + difference of total creature power on the battlefield) / 20`` (a
  potential-based shaping, which leaves the best policy unchanged, and gives a signal long
  before the game ends). ``--shaping 0`` trains on the game's reward alone.
* A game the learner has not finished after ``--max-decisions`` of its decisions is truncated
  (neither a win nor a loss).

``--minutes`` (``--cpu-minutes``) stops the training after that much wall (CPU) time; the
steps done, the wall and CPU seconds of the training are reported;
``--save PATH`` keeps the trained model and ``--load PATH`` evaluates it again;
``--eval-minutes`` bounds the evaluation (the deals played are reported, a progress line per
deal goes to standard error). CI runs a few thousand steps as a smoke test
(tests/env/test_training_example.py).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from gymnasium import spaces
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from stable_baselines3.common.callbacks import BaseCallback
from torch import nn

from manastack.env import SingleAgentEnv
from manastack.env.encoding import ACTION_FEATURES, DECISION_KINDS, KINDS, kind_of
from manastack.env.observation import (
    GLOBAL_FEATURES,
    OBJECT_FEATURES,
    PLAYER_FEATURES,
    STEPS,
    ZONES,
)
from manastack.formats.deck_choice import load_deck
from manastack.simulate import play_game

SHAPING = 0.5
"""Weight of the shaping potential (see the module's docstring)."""

_O = {n: i for i, n in enumerate(OBJECT_FEATURES)}
_P = {n: i for i, n in enumerate(PLAYER_FEATURES)}
_G = {n: i for i, n in enumerate(GLOBAL_FEATURES)}
_A = {n: i for i, n in enumerate(ACTION_FEATURES)}
_MANA = KINDS.index("mana")
_RESET = KINDS.index("reset")
_PRIORITY = DECISION_KINDS.index("priority")
_BATTLEFIELD = ZONES.index("battlefield")
_HAND = ZONES.index("hand")
_LIBRARY = ZONES.index("library")

STATE_SIZE = 2 + len(STEPS) + len(DECISION_KINDS) + 2 * 8 + 2 * 8 + 2 * 3 + 2 * 3
VALUE_BITS = 8
ACTION_SIZE = (len(KINDS) + len(DECISION_KINDS) + (9 + len(ZONES)) + 5 + 3 + 2 + 3
               + 1 + VALUE_BITS + 2)


def _one_hot(n: int, i: int) -> np.ndarray:
    v = np.zeros(n, np.float32)
    if 0 <= i < n:
        v[i] = 1.0
    return v


class LearnerView(gym.Wrapper):  # type: ignore[type-arg]
    """The learner's view of a ``SingleAgentEnv`` (see the module's docstring): a flat float
    observation ``[game summary | one row of features per action index]``, the mask without
    floating mana at priority, decisions with one action taken automatically, and the shaped
    reward."""

    def __init__(self, env: SingleAgentEnv, max_decisions: int = 400,
                 shaping: float = SHAPING) -> None:
        super().__init__(env)
        self.n = env.action_space.n  # type: ignore[attr-defined]
        self.observation_space = spaces.Box(
            -np.inf, np.inf, (STATE_SIZE + self.n * ACTION_SIZE,), np.float32)
        self.action_space = spaces.Discrete(self.n)
        self.max_decisions = max_decisions
        self.shaping = shaping
        self._obs: dict[str, np.ndarray] = {}
        self._mask = np.ones(self.n, bool)
        self._decisions = 0

    # -- the learner's actions ---------------------------------------------------------------
    def _allowed(self, obs: dict[str, np.ndarray]) -> np.ndarray:
        mask = obs["action_mask"].astype(bool)
        kept = mask & (obs["actions"][:, _A["kind"]] != _RESET)
        if kept.any():
            mask = kept
        if obs["global"][_G["decision"]] == _PRIORITY:
            useful = mask & (obs["actions"][:, _A["kind"]] != _MANA)
            if useful.any():
                mask = useful
        return mask

    def action_masks(self) -> np.ndarray:
        return self._mask.copy()

    # -- features ----------------------------------------------------------------------------
    @staticmethod
    def _potential(obs: dict[str, np.ndarray]) -> float:
        o, p = obs["objects"], obs["players"]
        creatures = (o[:, _O["present"]] == 1) & (o[:, _O["zone"]] == _BATTLEFIELD) & (
            o[:, _O["creature"]] == 1)
        power = [float(o[creatures & (o[:, _O["controller"]] == s), _O["power"]].clip(0).sum())
                 for s in (0, 1)]
        return (float(p[0, _P["life"]] - p[1, _P["life"]]) + power[0] - power[1]) / 20.0

    def _features(self, obs: dict[str, np.ndarray], mask: np.ndarray) -> np.ndarray:
        o, p, g, acts = obs["objects"], obs["players"], obs["global"], obs["actions"]
        present = o[:, _O["present"]] == 1
        state = [np.array([g[_G["turn"]] / 20.0, g[_G["stack"]] / 3.0], np.float32),
                 _one_hot(len(STEPS), int(g[_G["step"]])),
                 _one_hot(len(DECISION_KINDS), int(g[_G["decision"]]))]
        for s in (0, 1):
            r = p[s]
            state.append(np.array([
                r[_P["life"]] / 20.0, r[_P["poison"]] / 10.0, r[_P["hand"]] / 7.0,
                r[_P["library"]] / 40.0, r[_P["graveyard"]] / 20.0,
                sum(r[_P[f"mana_{c}"]] for c in "WUBRGC") / 5.0, r[_P["active"]],
                r[_P["in_game"]]], np.float32))
        for s in (0, 1):
            mine = present & (o[:, _O["controller"]] == s)
            field = mine & (o[:, _O["zone"]] == _BATTLEFIELD)
            crea = field & (o[:, _O["creature"]] == 1)
            lands = field & (o[:, _O["land"]] == 1)
            untapped = o[:, _O["tapped"]] == 0
            state.append(np.array([
                crea.sum() / 5.0, o[crea, _O["power"]].clip(0).sum() / 10.0,
                o[crea, _O["toughness"]].clip(0).sum() / 10.0, (crea & untapped).sum() / 5.0,
                lands.sum() / 8.0, (lands & untapped).sum() / 8.0,
                (crea & (o[:, _O["attacking"]] == 1)).sum() / 5.0,
                (crea & (o[:, _O["blocking"]] == 1)).sum() / 5.0], np.float32))
        hand = present & (o[:, _O["zone"]] == _HAND)
        for s in (0, 1):  # the learner's hand; the cards of the opponent's it knows
            held = hand & (o[:, _O["owner"]] == s)
            state.append(np.array([held.sum() / 4.0 if s else 0.0,
                                   (held & (o[:, _O["land"]] == 1)).sum() / 4.0,
                                   (held & (o[:, _O["creature"]] == 1)).sum() / 4.0],
                                  np.float32))
        for s in (0, 1):  # the top card of each library, when the learner knows it
            top = present & (o[:, _O["zone"]] == _LIBRARY) & (o[:, _O["owner"]] == s) & (
                o[:, _O["library_position"]] == 1)
            state.append(np.array([top.any(), (top & (o[:, _O["land"]] == 1)).any(),
                                   (top & (o[:, _O["creature"]] == 1)).any()], np.float32))
        rows = np.zeros((self.n, ACTION_SIZE), np.float32)
        count = max(int(mask.sum()), 1)
        for i in np.flatnonzero(mask):
            a = acts[i]
            f = [_one_hot(len(KINDS), int(a[_A["kind"]])),
                 _one_hot(len(DECISION_KINDS), int(a[_A["decision"]]))]
            row = int(a[_A["object"]]) - 1
            if row >= 0:
                ob = o[row]
                f.append(np.array([1.0, ob[_O["power"]] / 5.0, ob[_O["toughness"]] / 5.0,
                                   ob[_O["creature"]], ob[_O["land"]], ob[_O["tapped"]],
                                   ob[_O["controller"]] == 0, ob[_O["attacking"]],
                                   ob[_O["blocking"]]], np.float32))
                f.append(_one_hot(len(ZONES), int(ob[_O["zone"]])))
            else:
                f.append(np.zeros(9 + len(ZONES), np.float32))
            row = int(a[_A["other_object"]]) - 1
            if row >= 0:
                ob = o[row]
                f.append(np.array([1.0, ob[_O["power"]] / 5.0, ob[_O["toughness"]] / 5.0,
                                   ob[_O["creature"]], ob[_O["controller"]] == 0], np.float32))
            else:
                f.append(np.zeros(5, np.float32))
            f.append(_one_hot(3, min(int(a[_A["player"]]), 2)))  # none, self, an opponent
            number = int(a[_A["number"]])
            f.append(np.array([number >= 0, max(number, 0) / 5.0], np.float32))
            f.append(_one_hot(3, int(a[_A["flag"]]) + 1))
            code = int(a[_A["value"]])  # a word or list chosen: its code's low bits
            f.append(np.array([code > 0, *((code >> b) & 1 for b in range(VALUE_BITS))],
                              np.float32))
            f.append(np.array([i / count, i == count - 1], np.float32))  # position
            rows[i] = np.concatenate(f)
        return np.concatenate([*state, rows.ravel()])

    # -- stepping ----------------------------------------------------------------------------
    def _single(self) -> int | None:
        """The one index the learner may take at its pending decision, if there is only one
        (the same test as ``_allowed``, read from the environment's actions, so that no
        observation is built for a decision the learner is not asked)."""
        raw: SingleAgentEnv = self.env.unwrapped  # type: ignore[assignment]
        d = raw.game.decision
        if d is not None and d.kind == "pay_mana":
            return 0  # the first mana ability that completes the payment
        shown = raw.table.shown()
        allowed = [i for i, a in enumerate(shown) if kind_of(a) != "reset"] or list(
            range(len(shown)))
        if d is not None and d.kind == "priority":
            useful = [i for i, a in enumerate(shown) if kind_of(a) != "mana"]
            if useful:
                allowed = useful
        return allowed[0] if len(allowed) == 1 else None

    def _advance(self) -> tuple[float, bool, bool]:
        """Take the learner's decisions that have a single allowed action; the game's reward,
        ``terminated``, ``truncated``."""
        raw: SingleAgentEnv = self.env.unwrapped  # type: ignore[assignment]
        reward, terminated, truncated = 0.0, False, False
        while not (terminated or truncated):
            i = self._single()
            if i is None:
                break
            r, terminated, truncated = raw.act(i)
            reward += r
        return reward, terminated, truncated

    def _finish(self, obs: dict[str, np.ndarray]) -> np.ndarray:
        self._obs = obs
        self._mask = self._allowed(obs)
        if not self._mask.any():
            self._mask = np.ones(self.n, bool)
        return self._features(obs, self._mask)

    def _outcome(self) -> int:
        """+1 if the learner won the game, -1 if it lost, 0 otherwise (a draw, unfinished)."""
        raw: SingleAgentEnv = self.env.unwrapped  # type: ignore[assignment]
        g = raw.game
        if not g.is_over and g.state.players[raw.seat].in_game:
            return 0
        return 1 if raw.seat in g.winners else (-1 if g.winners else 0)

    def reset(self, **kwargs: Any) -> tuple[np.ndarray, dict[str, Any]]:
        raw: SingleAgentEnv = self.env.unwrapped  # type: ignore[assignment]
        _, info = self.env.reset(**kwargs)
        self._decisions = 0
        self._advance()
        obs, _ = raw.observe()
        return self._finish(obs), info

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """The learner's action, then its decisions without a choice; the reward is the
        game's plus ``shaping`` times the change of the potential from this decision to the
        next one the learner is asked (the sum of its changes over the decisions taken in
        between)."""
        raw: SingleAgentEnv = self.env.unwrapped  # type: ignore[assignment]
        before = self._potential(self._obs)
        reward, terminated, truncated = raw.act(int(action))
        self._decisions += 1
        if not (terminated or truncated):
            r, terminated, truncated = self._advance()
            reward += r
        obs, info = raw.observe()
        reward += self.shaping * (self._potential(obs) - before)
        if not (terminated or truncated) and self._decisions >= self.max_decisions:
            truncated = True
        if terminated or truncated:
            info = {**info, "outcome": self._outcome()}
        return self._finish(obs), float(reward), terminated, truncated, info


class ActionScorer(nn.Module):
    """The policy and value networks on ``LearnerView``'s observation: the game summary goes
    through an MLP; each action index is scored by an MLP of (summary, its action features),
    the same for every index; the value is an MLP of the summary."""

    def __init__(self, n: int, hidden: int = 64) -> None:
        super().__init__()
        self.n = n
        self.latent_dim_pi = n
        self.latent_dim_vf = hidden
        self.state = nn.Sequential(nn.Linear(STATE_SIZE, hidden), nn.Tanh())
        self.score = nn.Sequential(nn.Linear(hidden + ACTION_SIZE, hidden), nn.Tanh(),
                                   nn.Linear(hidden, 1))
        self.value = nn.Sequential(nn.Linear(STATE_SIZE, hidden), nn.Tanh(),
                                   nn.Linear(hidden, hidden), nn.Tanh())

    def forward_actor(self, x: torch.Tensor) -> torch.Tensor:
        s = self.state(x[:, :STATE_SIZE])
        acts = x[:, STATE_SIZE:].reshape(-1, self.n, ACTION_SIZE)
        both = torch.cat([s.unsqueeze(1).expand(-1, self.n, -1), acts], dim=-1)
        return self.score(both).squeeze(-1)

    def forward_critic(self, x: torch.Tensor) -> torch.Tensor:
        return self.value(x[:, :STATE_SIZE])  # type: ignore[no-any-return]

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return self.forward_actor(x), self.forward_critic(x)


class ScoringPolicy(MaskableActorCriticPolicy):
    """MaskablePPO's policy with ``ActionScorer``: the per-index scores are the logits."""

    def _build_mlp_extractor(self) -> None:
        self.mlp_extractor = ActionScorer(int(self.action_space.n))  # type: ignore[attr-defined]

    def _build(self, lr_schedule: Any) -> None:
        super()._build(lr_schedule)
        self.action_net = nn.Identity()
        self.optimizer = self.optimizer_class(  # type: ignore[call-arg]
            self.parameters(), lr=lr_schedule(1), **self.optimizer_kwargs)


class Budget(BaseCallback):
    """Stops the training once ``seconds`` of wall time or ``cpu_seconds`` of this process's
    CPU time (``None``: no bound) have passed."""

    def __init__(self, seconds: float | None, cpu_seconds: float | None) -> None:
        super().__init__()
        self.seconds, self.cpu_seconds = seconds, cpu_seconds
        self.start, self.cpu = time.perf_counter(), time.process_time()

    def _on_training_start(self) -> None:
        self.start, self.cpu = time.perf_counter(), time.process_time()

    def _on_step(self) -> bool:
        return ((self.seconds is None or time.perf_counter() - self.start < self.seconds)
                and (self.cpu_seconds is None
                     or time.process_time() - self.cpu < self.cpu_seconds))


class Progress(BaseCallback):
    """After each rollout, prints the training games' outcomes since the last line (wins,
    losses, unfinished) with the steps, wall and CPU seconds to standard error, and saves the
    model to ``checkpoint`` when given."""

    def __init__(self, checkpoint: str | None) -> None:
        super().__init__()
        self.checkpoint = checkpoint
        self.tally = [0, 0, 0]
        self.start, self.cpu = time.perf_counter(), time.process_time()

    def _on_step(self) -> bool:
        for info in self.locals.get("infos", ()):
            if "outcome" in info:
                self.tally[{1: 0, -1: 1, 0: 2}[info["outcome"]]] += 1
        return True

    def _on_rollout_end(self) -> None:
        print(json.dumps({"steps": self.num_timesteps, "wins": self.tally[0],
                          "losses": self.tally[1], "unfinished": self.tally[2],
                          "wall": round(time.perf_counter() - self.start),
                          "cpu": round(time.process_time() - self.cpu)}),
              file=sys.stderr, flush=True)
        self.tally = [0, 0, 0]
        if self.checkpoint is not None:
            self.model.save(self.checkpoint)


def play(env: gym.Env, seed: int, choose: Any) -> float:  # type: ignore[type-arg]
    """The learner's game reward (+1, -1, 0) in the deal of ``seed``; ``choose(obs, mask)``
    gives each index."""
    obs, _ = env.reset(seed=seed)
    done = False
    unwrapped: SingleAgentEnv = env.unwrapped  # type: ignore[assignment]
    while not done:
        obs, _, term, trunc, _ = env.step(choose(obs, env.action_masks()))  # type: ignore
        done = term or trunc
    g = unwrapped.game
    if not g.is_over and g.state.players[unwrapped.seat].in_game:
        return 0.0
    return 1.0 if unwrapped.seat in g.winners else (-1.0 if g.winners else 0.0)


def random_learner_game(env: LearnerView, seed: int) -> float:
    """A uniformly random choice among the learner's allowed actions (its generator seeded
    with the deal's seed) in the deal of ``seed``; +1, -1 or 0."""
    rng = np.random.default_rng(seed)
    return play(env, seed, lambda obs, mask: int(rng.choice(np.flatnonzero(mask))))


def random_policy_game(decks: tuple[str, str], seed: int, opponent: str = "heuristic") -> float:
    """The engine's random policy at seat 0 in the deal of ``seed`` against ``opponent``
    (``manastack.simulate.play_game``, the same game seed and opponent's policy seed as the
    environment's); +1, -1, or 0 when unfinished after its 20,000 decisions."""
    rec = play_game([load_deck(d) for d in decks], 0, seed, ["random", opponent])
    if rec.error is not None:
        raise RuntimeError(f"seed {seed}: {rec.error}")
    return 1.0 if 0 in rec.winners else (-1.0 if rec.winners else 0.0)


def sign_test(a: list[float], b: list[float]) -> dict[str, Any]:
    """The paired comparison of two players' results on the same deals: the deals ``a`` won
    and ``b`` did not, the reverse, and the two-sided p-value of the exact sign test
    (McNemar's exact test) that neither is more likely than the other."""
    more = sum(1 for x, y in zip(a, b, strict=True) if x > 0 >= y)
    fewer = sum(1 for x, y in zip(a, b, strict=True) if y > 0 >= x)
    n = more + fewer
    tail = sum(math.comb(n, k) for k in range(min(more, fewer) + 1)) / 2 ** n if n else 1.0
    return {"only_first_won": more, "only_second_won": fewer,
            "p_value": float(f"{min(1.0, 2 * tail):.3g}")}


def evaluate(games: int, players: dict[str, Any], minutes: float | None = None,
             first: int = 10_000) -> dict[str, Any]:
    """Each of ``players`` (a function of the seed giving the game's +1, -1 or 0) plays the
    deals of seeds ``first``, ``first + 1``, ... in turn (the same deals for every player);
    ``minutes`` stops after the first deal that ends past that wall time. Wins, losses,
    unfinished games, the win rate and the result of each deal (``W``, ``L``, ``-``) of each
    player over the deals played, and the first player's sign test (``sign_test``) against
    each other; a progress line per deal goes to standard error."""
    start = time.perf_counter()
    results: dict[str, list[float]] = {name: [] for name in players}
    for g in range(games):
        if minutes is not None and time.perf_counter() - start > 60 * minutes:
            break
        for name, player in players.items():
            results[name].append(player(first + g))
        print(json.dumps({"eval_games": g + 1, **{
            k: [sum(r > 0 for r in v), sum(r < 0 for r in v), sum(r == 0 for r in v)]
            for k, v in results.items()}}), file=sys.stderr, flush=True)
    played = len(next(iter(results.values()), []))
    out: dict[str, Any] = {"eval_games": played}
    for name, rs in results.items():
        wins = sum(r > 0 for r in rs)
        out[name] = {"wins": wins, "losses": sum(r < 0 for r in rs),
                     "unfinished": sum(r == 0 for r in rs),
                     "win_rate": round(wins / played, 3) if played else None,
                     "deals": "".join("W" if r > 0 else "L" if r < 0 else "-" for r in rs)}
    names = list(results)
    for other in names[1:]:
        out[names[0]][f"vs_{other}"] = sign_test(results[names[0]], results[other])
    return out


def make_env(decks: tuple[str, str], max_decisions: int, max_actions: int, max_objects: int,
             shaping: float, opponent: str = "heuristic") -> LearnerView:
    raw = SingleAgentEnv(decks=list(decks), opponents=opponent, max_decisions=20 * max_decisions,
                         max_actions=max_actions, max_objects=max_objects, info=False)
    return LearnerView(raw, max_decisions=max_decisions, shaping=shaping)


def train(steps: int, eval_games: int, seed: int = 0, decks: tuple[str, str] = (
        "mid_gw", "mid_ub"), max_decisions: int = 400, max_actions: int = 64,
          max_objects: int = 96, minutes: float | None = None, save: str | None = None,
          baseline: bool = True, load: str | None = None, eval_minutes: float | None = None,
          shaping: float = SHAPING, cpu_minutes: float | None = None,
          eval_first: int = 10_000, opponent: str = "heuristic", n_steps: int = 512,
          epochs: int = 10, lr: float = 1e-3) -> dict[str, Any]:
    """Train for ``steps`` learner decisions (or ``minutes`` of wall time or ``cpu_minutes``
    of CPU time, whichever ends first), then play ``eval_games`` deals (or as many as ``eval_minutes`` allow); the figures.
    A smaller action space and object table than the defaults keep the network small; the
    pages keep every action reachable (``manastack.env.encoding``). ``baseline`` also plays
    the evaluation deals with the uniformly random learner and the engine's random policy;
    ``load`` evaluates a model saved by ``save`` instead of training one. PPO collects
    ``n_steps`` decisions per update and goes ``epochs`` times over them (minibatches of a
    quarter) at learning rate ``lr``: many passes over few games, to learn from little CPU
    time."""
    torch.set_num_threads(1)
    env = make_env(decks, max_decisions, max_actions, max_objects, shaping, opponent)
    start, cpu = time.perf_counter(), time.process_time()
    if load is not None:
        model = MaskablePPO.load(load, env=env, device="cpu",
                                 custom_objects={"policy_class": ScoringPolicy})
    else:
        model = MaskablePPO(ScoringPolicy, env, n_steps=n_steps, batch_size=n_steps // 4,
                            n_epochs=epochs, learning_rate=lr, gamma=0.99, gae_lambda=0.95,
                            ent_coef=0.01,
                            seed=seed, verbose=0, device="cpu")
        model.learn(total_timesteps=steps, callback=[Budget(
            None if minutes is None else 60 * minutes,
            None if cpu_minutes is None else 60 * cpu_minutes), Progress(save)])
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    if save is not None and load is None:
        model.save(save)

    def learned(obs: Any, mask: np.ndarray) -> int:
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(np.asarray(action))

    players: dict[str, Any] = {"learner": lambda g: play(env, g, learned)}
    if baseline:
        players["random_learner"] = lambda g: random_learner_game(env, g)
        players["random_policy"] = lambda g: random_policy_game(decks, g, opponent)
    figures = evaluate(eval_games, players, eval_minutes, eval_first)
    result: dict[str, Any] = {
        "steps": int(model.num_timesteps), "decks": list(decks), "seat": 0,
        "opponent": opponent, "n_steps": int(model.n_steps), "epochs": int(model.n_epochs),
        "lr": model.learning_rate if isinstance(model.learning_rate, float) else None,
        "train_seconds": None if load else round(seconds, 1),
        "train_cpu_seconds": None if load else round(cpu_seconds, 1),
        "eval_seeds": [eval_first, eval_first + figures["eval_games"] - 1],
        "eval_games": figures["eval_games"], **figures["learner"]}
    if baseline:
        result["random_learner"] = figures["random_learner"]
        result["random_policy"] = figures["random_policy"]
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=300_000)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--decks", nargs=2, default=["mid_gw", "mid_ub"])
    ap.add_argument("--opponent", default="heuristic", choices=["heuristic", "random", "first"],
                    help="the policy of the other seat")
    ap.add_argument("--max-decisions", type=int, default=400,
                    help="truncate a game after this many decisions of the learner")
    ap.add_argument("--shaping", type=float, default=SHAPING,
                    help="weight of the shaping potential (0: the game's reward alone)")
    ap.add_argument("--minutes", type=float, default=None,
                    help="stop the training after this much wall time")
    ap.add_argument("--cpu-minutes", type=float, default=None,
                    help="stop the training after this much CPU time of the process")
    ap.add_argument("--save", default=None, help="save the trained model to this file")
    ap.add_argument("--no-baseline", action="store_true",
                    help="skip the random learner's and random policy's games")
    ap.add_argument("--load", default=None,
                    help="evaluate a model saved with --save instead of training one")
    ap.add_argument("--n-steps", type=int, default=512, help="decisions per PPO update")
    ap.add_argument("--epochs", type=int, default=10, help="passes over them per update")
    ap.add_argument("--lr", type=float, default=1e-3, help="learning rate")
    ap.add_argument("--eval-first", type=int, default=10_000,
                    help="seed of the first evaluation deal")
    ap.add_argument("--eval-minutes", type=float, default=None,
                    help="stop the evaluation after this much wall time")
    args = ap.parse_args(argv)
    print(json.dumps(train(args.steps, args.eval_games, args.seed, tuple(args.decks),
                           max_decisions=args.max_decisions, minutes=args.minutes,
                           save=args.save, baseline=not args.no_baseline, load=args.load,
                           eval_minutes=args.eval_minutes, shaping=args.shaping,
                           cpu_minutes=args.cpu_minutes, eval_first=args.eval_first,
                           opponent=args.opponent, n_steps=args.n_steps,
                           epochs=args.epochs, lr=args.lr)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Over random games of the four bundled matchups and a Commander game: the mask is exact
both ways, and nothing a player's observation or info holds depends on a card they may not
see."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from manastack.env import aec_env, determinize
from manastack.env.table import Table
from manastack.game import IllegalActionError

MATCHUPS: list[tuple[str, list[Any], str]] = [
    ("ons", ["ons_br", "ons_wu"], "normal"),
    ("mid", ["mid_gw", "mid_ub"], "normal"),
    ("ons_br-mid_gw", ["ons_br", "mid_gw"], "normal"),
    ("ons_wu-mid_ub", ["ons_wu", "mid_ub"], "normal"),
    ("mic", ["coven_counters", "undead_unleashed"], "commander"),
]


@pytest.mark.parametrize(("decks", "format"), [m[1:] for m in MATCHUPS],
                         ids=[m[0] for m in MATCHUPS])
def test_the_mask_is_exact_both_ways_and_views_hide_what_they_must(decks: list[Any],
                                                                  format: str) -> None:
    """At every fourth decision of a random game: each action the engine lists is masked in
    exactly when a copy of the game accepts it (a cast that can't be completed is refused and
    masked out, CR 601.2h, 732.1; every other one is reachable); and for each player, the
    observation arrays, the raw view and the action descriptions are those of a determinized
    sample, in which every card the player may not see (other hands, libraries, face-down
    cards, CR 400.2, 401.2, 402.3, 708.2) is redrawn."""
    env = aec_env(decks=decks, format=format, max_decisions=220)
    env.reset(seed=7)
    rng = np.random.default_rng(7)
    checked = 0
    for step, _agent in enumerate(env.agent_iter()):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        if step % 4 == 0:
            game, d = env.game, env.game.decision
            legal = env.table.legal()
            for a in game.legal_actions():
                try:
                    game.clone().apply(d.player, a)
                    accepted = True
                except IllegalActionError:
                    accepted = False
                masked_in = any(a == b and type(a) is type(b) for b in legal)
                assert accepted == masked_in, (step, a)
                checked += 1
            for p in range(len(decks)):
                mine, info = env.table.observe(p)
                sample = Table(decks, format)
                sample.use(determinize(game, p, step), env.table.in_sequence)
                other, other_info = sample.observe(p)
                for key in mine:
                    assert (mine[key] == other[key]).all(), (step, p, key)
                assert info["view"] == other_info["view"], (step, p)
                assert info["actions"] == other_info["actions"], (step, p)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert checked > 60

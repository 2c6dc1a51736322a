"""The action encoding: canonical order, lossless pages, an exact mask, structured descriptions."""

from __future__ import annotations

import random
import zlib

import numpy as np

from manastack.decisions.actions import (
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
)
from manastack.env import aec_env
from manastack.env.encoding import (
    ACTION_FEATURES,
    KINDS,
    VALUE_CODES,
    NextPage,
    canonical,
    describe,
    page,
    page_count,
    value_code,
)
from manastack.env.table import Table
from manastack.game import IllegalActionError

DECKS = ["mid_gw", "mid_ub"]


def test_the_canonical_order_does_not_depend_on_the_order_given() -> None:
    acts = [Choose(None), Choose(True), Choose(3), Choose("keep"), Choose((101, 102)),
            PlayLand(120), CastSpell(130, "flashback"), CastSpell(130), PassPriority(),
            DeclareBlocker(140, 150), DeclareAttacker(150, 1), FinishDeclaration()]
    first = canonical(acts)
    for seed in range(5):
        shuffled = list(acts)
        random.Random(seed).shuffle(shuffled)
        assert canonical(shuffled) == first
    assert first[0] == PassPriority()
    assert first[1] == PlayLand(120)
    assert first[2:4] == [CastSpell(130, "flashback"), CastSpell(130)]
    assert [type(a).__name__ for a in first[4:7]] == ["DeclareAttacker", "DeclareBlocker",
                                                       "FinishDeclaration"]
    assert first[7:] == [Choose(None), Choose(True), Choose(3), Choose("keep"),
                         Choose((101, 102))]


def test_pages_reach_every_action_and_the_last_index_turns_the_page() -> None:
    acts = [Choose(i) for i in range(10)]
    assert page(acts, 0, 16) == acts
    assert page_count(10, 4) == 4
    seen = []
    for n in range(4):
        shown = page(acts, n, 4)
        assert len(shown) == (4 if n < 3 else 2) and isinstance(shown[-1], NextPage)
        seen += shown[:-1]
    assert seen[:10] == acts
    assert page(acts, 4, 4) == page(acts, 0, 4)  # after the last page, the first again


def test_descriptions_name_attacker_and_defender_blocker_and_attacker_target_x_and_mode() -> None:
    d = describe(DeclareAttacker(150, 1), "declare_attackers", 2)
    assert (d["kind"], d["attacker"], d["defender"]) == ("attack", 150, 1)
    d = describe(DeclareBlocker(140, 150), "declare_blockers", 2)
    assert (d["kind"], d["blocker"], d["attacker"]) == ("block", 140, 150)
    assert describe(Choose(155), "target", 2)["target"] == 155
    assert describe(Choose(1), "target", 2)["target_player"] == 1
    assert describe(Choose(4), "x", 2)["x"] == 4
    assert describe(Choose(2), "mode", 2)["mode"] == 2
    d = describe(CastSpell(130, "flashback"), "priority", 2)
    assert (d["kind"], d["source"], d["method"]) == ("cast", 130, "flashback")
    assert KINDS[0] == "pass"


def test_small_action_spaces_page_through_every_legal_action() -> None:
    """With ``max_actions=3`` a main phase with many actions is shown in pages, and together
    the pages show each action that succeeds exactly once."""
    table = Table(DECKS, max_actions=3)
    game = table.new_game(4)
    rng = np.random.default_rng(1)
    checked = 0
    for _ in range(400):
        d = game.decision
        if d is None:
            break
        legal = table.legal()
        if len(legal) > 3:
            seen = []
            for _ in range(-(-len(legal) // 2)):
                shown = table.shown()
                seen += [a for a in shown if not isinstance(a, NextPage)]
                table.take(d.player, len(shown) - 1)  # the next page
            assert seen == legal
            checked += 1
        shown = table.shown()
        n = len(shown) - 1 if isinstance(shown[-1], NextPage) else len(shown)
        table.take(d.player, int(rng.integers(n)))
    assert checked > 5


def test_the_mask_is_exact_every_masked_in_action_succeeds_in_random_games() -> None:
    """Over random games, every action index masked in is tried on a copy of the game (at
    every fifth decision) and succeeds; the actions taken always succeed."""
    rng = np.random.default_rng(7)
    tried = 0
    for seed in range(3):
        env = aec_env(decks=DECKS, max_decisions=300)
        env.reset(seed=seed)
        n = 0
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            idx = np.flatnonzero(obs["action_mask"])
            assert len(idx) > 0
            shown = env.table.shown()
            assert len(idx) == len(shown)
            if n % 5 == 0:
                game, d = env.game, env.game.decision
                for a in shown:
                    if isinstance(a, NextPage):
                        continue
                    copy = game.clone()
                    try:
                        copy.apply(d.player, a)
                    except IllegalActionError as e:  # pragma: no cover - the failure shown
                        raise AssertionError(f"masked-in {a} was refused: {e}") from e
                    tried += 1
            n += 1
            env.step(int(rng.choice(idx)))
    assert tried > 200


def test_words_chosen_get_distinct_value_codes_in_the_action_rows() -> None:
    """A mulligan decision's "keep" and "mulligan" differ in the ``value`` column (the other
    columns are the same for both), with codes that are the same in every process."""
    env = aec_env(decks=DECKS)
    env.reset(seed=1)
    while env.last()[4]["view"]["decision"]["kind"] == "first_player":
        env.step(0)
    obs, _, _, _, info = env.last()
    assert info["view"]["decision"]["kind"] == "mulligan"
    col = ACTION_FEATURES.index("value")
    words = [d.get("value") for d in info["actions"]]
    assert words == ["keep", "mulligan"]
    codes = [int(c) for c in obs["actions"][:2, col]]
    assert codes == [value_code("keep"), value_code("mulligan")]
    assert codes[0] != codes[1] and min(codes) > 0
    others = [i for i in range(len(ACTION_FEATURES)) if i != col]
    assert (obs["actions"][0, others] == obs["actions"][1, others]).all()
    assert value_code("keep") == 1 + zlib.crc32(b'"keep"') % (VALUE_CODES - 1)
    assert value_code(3) == value_code(True) == value_code(None) == 0
    assert value_code([2, 1]) != value_code([1, 2])


def test_index_0_taken_without_the_mask_is_the_first_action_the_mask_allows() -> None:
    """Taking index 0 during a cast without building the mask (the route found when the cast
    was checked names it) plays the same game as building the full mask first: the action is
    index 0 of the exact mask each time."""
    rng = np.random.default_rng(5)
    fast, full = Table(DECKS, max_actions=64), Table(DECKS, max_actions=64)
    fast.new_game(11)
    full.new_game(11)
    checked = 0
    for _ in range(1500):
        g = fast._game()
        d = g.decision
        if d is None or g.is_over:
            break
        if fast.in_sequence:
            first = full.shown()[0]
            taken = fast.take(d.player, 0)
            assert taken == first and type(taken) is type(first)
            full.take(d.player, 0)
            checked += 1
        else:
            i = int(rng.integers(len(full.shown())))
            assert fast.shown() == full.shown()
            fast.take(d.player, i)
            full.take(d.player, i)
        assert fast._game().history == full._game().history
    assert checked > 20

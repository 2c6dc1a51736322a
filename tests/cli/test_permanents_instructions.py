"""bench/permanents_instructions.py's ``--listing-bound`` (issue 12): the listings the first
play found unchanged are given again in the second without being made, and the games stay
the same (valgrind itself is not needed for this part)."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

from manastack.benchmark import _policies
from manastack.decisions import legal
from manastack.formats.decklist import load_decklist
from manastack.game import Game
from manastack.simulate import Autoplayer

ROOT = Path(__file__).resolve().parents[2]


def _play(decks: list[Any], seed: int, n: int) -> dict[str, Any]:
    game = Game.new(decks, seed=seed, auto_pay=True)
    runner = Autoplayer(game, list(_policies(seed, len(decks))))
    for _ in range(n):
        if game.is_over:
            break
        runner.step()
    return game.fingerprint()


def test_listing_bound_gives_unchanged_listings_again_and_the_same_games() -> None:
    module = runpy.run_path(str(ROOT / "bench" / "permanents_instructions.py"),
                            run_name="permanents_instructions")
    decks = [load_decklist("ons_wu"), load_decklist("mid_ub")]
    plain = [_play(decks, seed, 400) for seed in (1, 2)]
    made, checked = legal.priority_actions, legal._nothing_but_pass
    counted = [0]

    def counting(*args: Any) -> Any:
        counted[0] += 1
        return made(*args)
    legal.priority_actions = counting
    try:
        bound = module["_ListingBound"]()
        assert legal.priority_actions is not counting
        first = []
        for seed in (1, 2):
            bound.new_game(False)
            first.append(_play(decks, seed, 400))
        in_first = counted[0]
        same = list(bound.same["listing"])
        second = []
        for seed in (1, 2):
            bound.new_game(True)
            second.append(_play(decks, seed, 400))
        bound.restore()
        restored = legal.priority_actions is counting and legal._nothing_but_pass is checked
    finally:
        legal.priority_actions, legal._nothing_but_pass = made, checked
    assert restored
    assert first == plain and second == plain  # the same games
    assert in_first == len(same) and 0 < same.count(True) < len(same)
    # The second play makes only the listings the first found changed
    assert counted[0] - in_first == same.count(False)
    assert bound.reused() == same.count(True) + bound.same["pass only"].count(True)
    assert 0 < bound.same["pass only"].count(True)

"""The simple policies that choose actions (``manastack.decisions.policies``): first legal,
scripted (strict), and ``play_out``, which plays a game with them. The seeded random policy
is pinned down by the seeded games (tests/games)."""

from __future__ import annotations

import pytest

from manastack.decisions.policies import (
    POLICIES,
    FirstLegalPolicy,
    Policy,
    RandomPolicy,
    ScriptedPolicy,
    ScriptError,
    play_out,
)
from manastack.game import Choose, Game


def _game() -> Game:
    return Game.new([["Forest"] * 20] * 2, seed=3)


def test_the_first_legal_policy_takes_the_first_action_listed() -> None:
    g = _game()
    acts = g.legal_actions()
    assert FirstLegalPolicy().choose(g, 1, acts) is acts[0]
    assert POLICIES == {"random": RandomPolicy, "first": FirstLegalPolicy}
    assert all(cls.name == key for key, cls in POLICIES.items())
    assert (Policy.name, ScriptedPolicy.name) == ("policy", "scripted")
    with pytest.raises(NotImplementedError):
        Policy().choose(g, 1, acts)


def test_a_scripted_policy_plays_its_actions_in_order_and_fails_on_any_mismatch() -> None:
    g = _game()
    d = g.decision
    assert d is not None and d.kind == "first_player"
    script = ScriptedPolicy([Choose(d.player), Choose(5)])
    assert script.choose(g, d.player, g.legal_actions()) == Choose(d.player)
    with pytest.raises(ScriptError, match=r"^scripted action .*5.* is not legal; legal: \[.+\]$"):
        script.choose(g, d.player, g.legal_actions())
    with pytest.raises(ScriptError, match=r"^the script has no answer for .*first_player"):
        script.choose(g, d.player, g.legal_actions())


def test_the_random_policy_s_seed_is_zero_unless_given() -> None:
    """The same seed, the same game: a random policy made without a seed plays as one seeded
    with 0, not as one seeded with 1."""
    histories = []
    for policies in ([RandomPolicy(), RandomPolicy()], [RandomPolicy(0), RandomPolicy(0)],
                     [RandomPolicy(1), RandomPolicy(1)]):
        g = _game()
        play_out(g, list(policies), max_decisions=60)
        histories.append(g.history)
    assert histories[0] == histories[1] != histories[2]


def test_play_out_stops_at_the_limit_or_when_the_game_is_over() -> None:
    g = _game()
    assert play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()], max_decisions=3) == 3
    assert len(g.history) == 3 and not g.is_over
    n = play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()])
    assert g.is_over and len(g.history) == 3 + n
    assert play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()]) == 0

"""An environment (its table, the single-agent and multi-agent environments) built with malformed arguments is refused at once by a ``ValueError`` naming
the argument, rather than by a ``TypeError`` from deep inside (or at the first ``reset``)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.env.aec import ManastackAEC
from manastack.env.table import Table

BAD: list[tuple[str, dict[str, Any], str]] = [
    ("no decks", {"decks": None}, "seats 2 to"),
    ("a number for the decks", {"decks": 5}, "seats 2 to"),
    ("a deck that is a number", {"decks": ["mid_gw", 5]}, "deck 1 must be a deck name"),
    ("a deck of bytes", {"decks": [b"mid_gw", "mid_ub"]}, "deck 0 must be a deck name"),
    ("a card that is not a name", {"decks": ["mid_gw", ["Island", None]]},
     "deck 1 must be a deck name"),
    ("max_actions as text", {"decks": ["mid_gw", "mid_ub"], "max_actions": "5"},
     "max_actions must be an integer of at least 2, not '5'"),
    ("fractional max_actions", {"decks": ["mid_gw", "mid_ub"], "max_actions": 5.5},
     "max_actions must be an integer"),
    ("max_actions True", {"decks": ["mid_gw", "mid_ub"], "max_actions": True},
     "max_actions must be an integer"),
    ("no object rows", {"decks": ["mid_gw", "mid_ub"], "max_objects": 0},
     "max_objects must be an integer of at least 1, not 0"),
    ("max_objects as text", {"decks": ["mid_gw", "mid_ub"], "max_objects": "a"},
     "max_objects must be an integer"),
]


@pytest.mark.parametrize(("what", "kwargs", "message"), BAD, ids=[b[0] for b in BAD])
def test_malformed_table_arguments_are_named(what: str, kwargs: dict[str, Any],
                                             message: str) -> None:
    with pytest.raises(ValueError, match=None) as err:
        Table(**kwargs)
    assert message in str(err.value)


def test_the_multi_agent_environment_checks_them_too() -> None:
    with pytest.raises(ValueError, match="max_objects must be an integer"):
        ManastackAEC(["mid_gw", "mid_ub"], max_objects=-3)


ENV_BAD: list[tuple[str, dict[str, Any], str]] = [
    ("a seat given as text", {"seat": "0"}, "seat '0' is not one of the 2 seats (0 to 1)"),
    ("a seat True", {"seat": True}, "seat True is not one of the 2 seats"),
    ("a seat out of range", {"seat": 2}, "seat 2 is not one of the 2 seats"),
    ("an unknown opponent policy", {"opponents": "grandmaster"},
     "an opponent is a policy name (one of random, first, heuristic, search)"),
    ("an opponent that is a number", {"opponents": [5]}, "not 5"),
    ("max_decisions as text", {"max_decisions": "100"},
     "max_decisions must be a positive integer, not '100'"),
    ("no decisions", {"max_decisions": 0}, "max_decisions must be a positive integer, not 0"),
    ("an unknown render mode", {"render_mode": "human"}, "unknown render_mode 'human'"),
]


@pytest.mark.parametrize(("what", "kwargs", "message"), ENV_BAD, ids=[b[0] for b in ENV_BAD])
def test_malformed_single_agent_arguments_are_named_at_once(what: str, kwargs: dict[str, Any],
                                                            message: str) -> None:
    from manastack.env.single import SingleAgentEnv
    with pytest.raises(ValueError, match=None) as err:
        SingleAgentEnv(["mid_gw", "mid_ub"], **kwargs)
    assert message in str(err.value)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"max_decisions": 1.5}, "max_decisions must be a positive integer"),
    ({"render_mode": "rgb_array"}, "unknown render_mode 'rgb_array'"),
    ({"seed": "7"}, "the seed must be an integer or None, not '7'"),
    ({"seed": 1.0}, "the seed must be an integer or None"),
])
def test_malformed_multi_agent_arguments_are_named_at_once(kwargs: dict[str, Any],
                                                           message: str) -> None:
    with pytest.raises(ValueError, match=None) as err:
        ManastackAEC(["mid_gw", "mid_ub"], **kwargs)
    assert message in str(err.value)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"format": "vintage"}, "unknown format 'vintage' (known: normal, commander, "
                            "two_headed_giant)"),
    ({"format": ["normal"]}, "unknown format ['normal']"),
    ({"format": "two_headed_giant"}, "a Two-Headed Giant game has two teams of two players "
                                     "(CR 810.1), or of three or four players (CR 810.11): "
                                     "4, 6 or 8 players, not 2"),
])
def test_a_format_that_cant_be_played_is_refused_at_once(kwargs: dict[str, Any],
                                                         message: str) -> None:
    """Not at the first ``reset`` (by ``Game.new``), but as the table is built."""
    with pytest.raises(ValueError, match=None) as err:
        Table(["mid_gw", "mid_ub"], **kwargs)
    assert message in str(err.value)


def test_a_negative_seed_is_named_at_construction() -> None:
    with pytest.raises(ValueError, match=r"^the seed must not be negative, not -1$"):
        ManastackAEC(["mid_gw", "mid_ub"], seed=-1)


RESET_BAD: list[tuple[dict[str, Any], str]] = [
    ({"seed": "7"}, "the seed must be an integer or None, not '7'"),
    ({"seed": 1.5}, "the seed must be an integer or None, not 1.5"),
    ({"seed": True}, "the seed must be an integer or None, not True"),
    ({"seed": [1]}, "the seed must be an integer or None, not [1]"),
    ({"seed": -1}, "the seed must not be negative, not -1"),
    ({"seed": 3, "options": "fast"}, "reset options must be a dict or None, not 'fast'"),
    ({"seed": 3, "options": [("fast", True)]},
     "reset options must be a dict or None, not [('fast', True)]"),
]


@pytest.mark.parametrize(("kwargs", "message"), RESET_BAD)
def test_a_reset_with_a_bad_seed_or_options_is_refused_and_changes_nothing(
        kwargs: dict[str, Any], message: str) -> None:
    """Both environments refuse it by a ``ValueError`` naming it (not numpy's ``TypeError``
    or Gymnasium's seeding error), and the game being played goes on unchanged."""
    from manastack.env.single import SingleAgentEnv
    aec = ManastackAEC(["mid_gw", "mid_ub"], seed=1)
    aec.reset(seed=2)
    single = SingleAgentEnv(["mid_gw", "mid_ub"])
    single.reset(seed=2)
    for env in (aec, single):
        game = env.game
        before = game.fingerprint()
        with pytest.raises(ValueError, match=None) as err:
            env.reset(**kwargs)
        assert str(err.value) == message
        assert env.game is game and game.fingerprint() == before


def test_reset_options_of_no_use_to_the_game_leave_its_start_alone() -> None:
    """The environments read no option; a dict of them (as the API checks pass) is taken
    and starts the same game as none."""
    from manastack.env.single import SingleAgentEnv
    env = SingleAgentEnv(["mid_gw", "mid_ub"])
    env.reset(seed=5, options={"anything": 1})
    first = env.game.fingerprint()
    env.reset(seed=5, options=None)
    assert env.game.fingerprint() == first


@pytest.mark.parametrize("n", [4, 6, 8])
def test_a_two_headed_giant_table_of_bundled_decks_is_built_cr_810_11(n: int) -> None:
    """CR 810.1, 810.11: four, six or eight decks, named as bundled decks (ordinary decks, not
    Commander ones, CR 100.2, 903.3); every seat has its row of ``players`` (CR 810.11)."""
    table = Table(["mid_gw", "mid_ub"] * (n // 2), format="two_headed_giant")
    assert table.players == n
    assert table.space["players"].shape[0] >= n

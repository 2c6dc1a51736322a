"""An environment built with malformed arguments is refused at once by a ``ValueError`` naming
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

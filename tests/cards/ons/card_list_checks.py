"""Shared check for the Onslaught FAQ entries that list the cards of a cycle or a mechanic
(the five Couriers, the five Words, the cards that tap creatures of a type as a cost...)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from manastack.cards.database import database
from manastack.cards.registry import card_def


def check_the_listed_cards(names: Iterable[str], has_it: Callable[[str], bool]) -> None:
    """The Onslaught cards whose Oracle text ``has_it`` are exactly ``names``, each of them
    implemented."""
    listed = set(names)
    found = {c.name for c in database().cards("ONS") if has_it(c.front.oracle_text or "")}
    assert found == listed
    for name in listed:
        assert card_def(database().get(name).key).implemented, name

"""Choosing a card name (CR 201.4; a double-faced card's back face too, CR 201.4d): the
meaning of :mod:`manastack.dsl.naming`. The names are those of the cards of the card data,
every face's.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from manastack.cards.database import database
from manastack.dsl.effects import ChooseOption
from manastack.dsl.naming import ChooseCardName
from manastack.rules.instructions import push
from manastack.rules.one_shot import effect
from manastack.state.game_state import GameState


@lru_cache(maxsize=1)
def card_names() -> tuple[str, ...]:
    """Every card name a player may choose, sorted: each face's name (tokens have none)."""
    return tuple(sorted({face.name for card in database().cards() for face in card.faces}))


@effect(ChooseCardName)
def _choose_card_name(g: GameState, e: ChooseCardName, fid: int, frame: dict[str, Any]) -> None:
    push(g, "effect", ChooseOption(card_names(), e.var, prompt=e.prompt), fid)

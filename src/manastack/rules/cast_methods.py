"""Ways to cast a spell: normally from hand, or by a permission or alternative cost such as
flashback (CR 702.34). Each method says from which zone, with which face, for what cost."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.characteristics import Chars, chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@dataclass(frozen=True)
class CastMethod:
    """``available(g, player, card_id, chars)`` says whether the card may be cast this way
    (timing is checked separately); ``cost(g, spell_id)`` gives the mana and other cost;
    ``face``/``face_down`` say how the spell is put on the stack. ``without_paying``: the spell
    is cast without paying its mana cost (CR 118.9), so an {X} in its mana cost can only be 0
    (CR 107.3b)."""

    name: str
    zones: tuple[Zone, ...]
    available: Callable[[GameState, int, int, Chars], bool]
    cost: Callable[[GameState, int], tuple[ManaCost, Cost | None]]
    face: int = 0
    face_down: bool = False
    exile_on_leave: bool = False
    without_paying: bool = False


def _normal_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return g.objects[oid].zone is Zone.HAND and not c.is_land


def _normal_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    return chars(g, sid).mana_cost, None


def _kw_cost(c: Chars, name: str) -> Cost | None:
    for a in c.keyword_records(name):
        if a.cost is not None:
            return a.cost
    return None


def _flashback_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return g.objects[oid].zone is Zone.GRAVEYARD and _kw_cost(c, "Flashback") is not None


def _flashback_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """CR 702.34a: cast from the graveyard by paying the flashback cost instead."""
    cost = _kw_cost(chars(g, sid), "Flashback")
    assert cost is not None
    return cost.mana or ManaCost(), cost if cost.has_nonmana else None


METHODS: dict[str, CastMethod] = {
    "normal": CastMethod("normal", (Zone.HAND,), _normal_available, _normal_cost),
    "flashback": CastMethod("flashback", (Zone.GRAVEYARD,), _flashback_available,
                            _flashback_cost, exile_on_leave=True),
}


def register(method: CastMethod) -> None:
    """Add a way to cast spells (morph, disturb, casting from exile, ...)."""
    METHODS[method.name] = method

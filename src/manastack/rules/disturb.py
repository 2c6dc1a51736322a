"""Disturb (CR 702.146): casting a double-faced card transformed from the graveyard.

"Disturb [cost]" on a front face means "You may cast this card transformed from your graveyard
by paying [cost] rather than its mana cost" (702.146a). The spell is put on the stack with its
back face up and has only that face's characteristics, but its mana value is the front face's
(CR 712.8c); it enters the battlefield back face up (702.146b). The back faces of these cards
say "If [this] would be put into a graveyard from anywhere, exile it instead", which applies
on the stack too (ruling MID-RN-017): the vocabulary's ``exile_instead_of_graveyard()``
(:mod:`manastack.dsl.predicates`, interpreted in :mod:`manastack.rules.vocabulary`).
"""

from __future__ import annotations

from manastack.cards.registry import card_def
from manastack.dsl.abilities import Keyword
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import CastMethod, register
from manastack.rules.characteristics import Chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def disturb_cost(g: GameState, oid: int) -> Cost | None:
    """The disturb cost printed on the front face of the card ``oid`` (wherever it is)."""
    key = g.objects[oid].card_key
    if key is None:
        return None
    d = card_def(key)
    if len(d.faces) < 2:
        return None
    for a in d.faces[0].abilities:
        if isinstance(a, Keyword) and a.name == "Disturb" and a.cost is not None:
            return a.cost
    return None


def _available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    """The card is in its owner's graveyard and its front face (the face it has there, CR
    712.8a) has disturb (CR 712.11d)."""
    o = g.objects[oid]
    return o.zone is Zone.GRAVEYARD and not o.face_down and c.has("Disturb") and \
        disturb_cost(g, oid) is not None


def _cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """CR 702.146a / 118.9: the disturb cost instead of the mana cost."""
    cost = disturb_cost(g, sid)
    assert cost is not None
    other = cost if (cost.pay_life or cost.sacrifice or cost.discard or cost.tap_untapped
                     or cost.exile_from_graveyard) else None
    return cost.mana or ManaCost(), other


register(CastMethod("disturb", (Zone.GRAVEYARD,), _available, _cost, face=1,
                    keyword="Disturb"))


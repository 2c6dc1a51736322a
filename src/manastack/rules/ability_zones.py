"""Where a card's printed abilities let it do something (CR 113.6): most abilities function
only on the battlefield, those of a card in another zone only when they say so (an ability
that functions in a graveyard, a way to cast it from there such as flashback or disturb);
and what on a card may be done at instant speed (CR 117.1a, 307.1). Listing legal actions
looks only at the cards of a graveyard or the exile with something to do there, and at
instant speed only at the cards with something to do then."""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.dsl.abilities import ActivatedAbility, Keyword
from manastack.state.zones import Zone


def with_something_to_do(objects: dict[int, Any], oids: list[int], zone: Zone,
                         may_cast: dict[int, Any]) -> list[int]:
    """The cards of ``oids`` (a graveyard or the exile, ``zone``) that listing legal actions
    looks at further, in their order: those an effect lets be cast or played (``may_cast``)
    and those whose printed faces give them something to do from ``zone``
    (``printed_zone_relevant``); of the others, none can be cast nor has an ability to
    activate there. Kept, while no effect lets a card be cast, per zone list and the cards in
    it (an object's card never changes in a game, only in a clone, whose lists are its own,
    ``env.determinize``)."""
    if not oids:
        return oids
    if not may_cast:
        kept = _TO_DO.get(id(oids))
        if kept is not None and kept[0] is oids and kept[1] == oids:
            return kept[2]
    relevant = _RELEVANT[zone]
    out = []
    for oid in oids:
        key = objects[oid].card_key
        if key is None:
            continue
        r = relevant.get(key)
        if r is None:
            r = relevant[key] = printed_zone_relevant(key, zone)
        if r or oid in may_cast:
            out.append(oid)
    if not may_cast:
        if len(_TO_DO) > 64:
            _TO_DO.clear()
        _TO_DO[id(oids)] = (oids, list(oids), out)
    return out


_TO_DO: dict[int, tuple[list[int], list[int], list[int]]] = {}
"""``with_something_to_do``'s answers by zone list (held, so that its id stays its own): the
cards it held, and the answer."""


_RELEVANT: dict[Zone, dict[str, bool]] = {Zone.GRAVEYARD: {}, Zone.EXILE: {}}
"""``printed_zone_relevant`` by card key, for each zone, read as a plain dictionary."""


@cache
def printed_zone_relevant(card_key: str, zone: Zone) -> bool:
    """Whether a card's printed faces give it anything to do from ``zone`` (an ability that
    functions there, or a way to cast it from there such as flashback or disturb)."""
    from manastack.cards.registry import card_def
    for face in card_def(card_key).faces:
        for a in face.abilities:
            if isinstance(a, ActivatedAbility) and a.zone is zone:
                return True
            if isinstance(a, Keyword) and a.name in ZONE_KEYWORDS.get(zone, ()):
                return True
    return False


ZONE_KEYWORDS = {Zone.GRAVEYARD: ("Flashback", "Disturb", "Unearth", "Embalm", "Eternalize",
                                  "Escape", "Retrace", "Aftermath", "Scavenge", "Encore")}


@cache
def printed_instant_speed(card_key: str) -> bool:
    """Whether anything on the card may be done at instant speed: an instant, flash, or an
    activated ability that is not sorcery-speed (cycling, for instance)."""
    from manastack.cards.database import database
    from manastack.cards.registry import card_def
    card = database().by_key(card_key)
    for f, face in zip(card.faces, card_def(card_key).faces, strict=False):
        if "Instant" in f.types:
            return True
        for a in face.abilities:
            if isinstance(a, Keyword) and (a.name == "Flash" or a.cost is not None):
                return True
            if isinstance(a, ActivatedAbility) and a.zone is not Zone.BATTLEFIELD and \
                    not a.sorcery_speed:
                return True
    return False

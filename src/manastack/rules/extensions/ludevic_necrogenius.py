"""Ludevic, Necrogenius // Olag, Ludevic's Hubris: what its card module
(``manastack.cards.mid.ludevic_necrogenius``, with the Oracle text and the rulings) can't say
in the vocabulary, as the extensions ``ludevic_link_exiled_cards``,
``olag_becomes_copy_of_exiled_card`` (CR 607.2a, 707.9b, 712.20).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.characteristics import base_chars, chars
from manastack.rules.choices import ask
from manastack.rules.copiable_values import without_defining_abilities
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.permanent_effects import become_copy

LINK = "ludevic_exiled"


OLAG = "Olag, Ludevic's Hubris"


@extension("ludevic_link_exiled_cards")
def _link_exiled(g: Any, fid: int) -> None:
    """The cards exiled to pay this ability's cost are exiled with Ludevic (CR 607.2a)."""
    frame = g.frames[fid]
    sid, src = frame.get("stack_id"), frame.get("source")
    paid = set(g.objects[sid].stack.get("paid_exile_gy", ())) if sid in g.objects else set()
    new = tuple(ev.new_obj for ev in g.log if ev.kind == "zone_change" and ev.obj in paid
                and ev.to_zone is Zone.EXILE and ev.new_obj is not None)
    if src is None or not new:
        return
    links = dict(g.extra.get(LINK, {}))
    links[src] = tuple(links.get(src, ())) + new
    g.extra[LINK] = links
    g.version += 1


def exiled_with(g: Any, oid: int) -> list[int]:
    """Creature cards exiled with it that are still in exile."""
    return [c for c in g.extra.get(LINK, {}).get(oid, ()) if c in g.objects and
            g.objects[c].zone is Zone.EXILE and "Creature" in base_chars(g.objects[c]).types]


@extension("olag_becomes_copy_of_exiled_card")
def _become_copy(g: Any, fid: int) -> None:
    """As it transforms into Olag, it becomes a copy of a creature card exiled with it, except
    its name is Olag, it's 4/4, legendary, blue and black, a Zombie, and enters with +1/+1
    counters for each other creature card exiled with it (CR 707.9b, 712.20, MID-RN-119)."""
    frame = g.frames[fid]
    src = frame["source"]
    cards = exiled_with(g, src)
    if not cards:
        return  # MID-RN-119: it stays a 4/4 Olag with no counters
    push(g, "olag_copy_chosen", src, len(cards), fid)
    if len(cards) == 1:
        frame["_olag"] = cards[0]
        return
    ask(g, chars(g, src).controller, "choose_cards", tuple(cards), fid, "_olag",
        prompt="Choose a creature card exiled with it to copy", source=src)


@handler("olag_copy_chosen")
def _olag_copy_chosen(g: Any, src: int, n: int, fid: int) -> None:
    card = g.frames[fid].pop("_olag", None)
    if card is None or card not in g.objects or src not in g.objects:
        return
    become_copy(g, src, olag_copy_values(g, card))
    submit(g, Event("counters_added", obj=src, amount=n, data={"counter": "+1/+1"}))


def olag_copy_values(g: Any, card: int) -> Any:
    """The copiable values Olag has as a copy of the creature card ``card`` (CR 707.9b,
    712.20): the card's, except its name is Olag, it's 4/4, and it's a legendary blue and black
    Zombie in addition to its other colors and types."""
    # the card's copiable values (CR 707.2), but for a characteristic-defining ability for
    # power and toughness: the exception "it's 4/4" gives them (CR 707.9d); the colour and types
    # it adds are "in addition to" the others, so those are copied
    c = without_defining_abilities(base_chars(g.objects[card]), colors=False,
                                   creature_types=False)
    # CR 707.9b: the exceptions are part of the copiable values.
    c.name = OLAG
    c.power, c.toughness = 4, 4
    c.supertypes = c.supertypes | {"Legendary"}
    c.colors = c.colors | {"U", "B"}
    c.types = c.types | {"Creature"}
    c.subtypes = c.subtypes | {"Zombie"}
    return c


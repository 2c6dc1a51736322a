"""Ludevic, Necrogenius // Olag, Ludevic's Hubris: the Python behind the ``Extension(...)`` names
its card module (``manastack.cards.mid.ludevic_necrogenius``) uses (the extension point,
docs/cards.md).

Oracle: Front: "Whenever Ludevic, Necrogenius enters the battlefield or attacks, mill a card. /
{X}{U}{U}{B}{B}, Exile X creature cards from your graveyard: Transform Ludevic. X can't be 0.
Activate only as a sorcery."
Back: "As this creature transforms into Olag, Ludevic's Hubris, it becomes a copy of a creature
card exiled with it, except its name is Olag, Ludevic's Hubris, it's 4/4, and it's a legendary
blue and black Zombie in addition to its other colors and types. Put a number of +1/+1 counters
on Olag equal to the number of creature cards exiled with it."

The copy is chosen as it transforms (CR 712.20, MID-RN-116) and is of the card's copiable
values (CR 707.2, 707.9b); it lasts after that card leaves exile (MID-RN-117). A copied daybound
ability doesn't transform it: it is back face up (CR 702.145b, MID-RN-118). With no creature
card exiled with it, it is Olag, 4/4, with no counters (MID-RN-119).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.characteristics import base_chars, chars
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push

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
    counters for each other creature card exiled with it (CR 707.9b, 712.14, MID-RN-119)."""
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
    c = base_chars(g.objects[card]).copy()  # the card's copiable values (CR 707.2)
    # CR 707.9b: the exceptions are part of the copiable values.
    c.name = OLAG
    c.power, c.toughness = 4, 4
    c.supertypes = c.supertypes | {"Legendary"}
    c.colors = c.colors | {"U", "B"}
    c.types = c.types | {"Creature"}
    c.subtypes = c.subtypes | {"Zombie"}
    g.mut(src).copy_of = c
    submit(g, Event("counters_added", obj=src, amount=n, data={"counter": "+1/+1"}))


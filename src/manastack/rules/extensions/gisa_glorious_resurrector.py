"""Gisa, Glorious Resurrector: what its card module
(``manastack.cards.mid.gisa_glorious_resurrector``, with the Oracle text and the rulings) can't
say in the vocabulary, as the extensions ``gisa_opponents_creature_would_die``,
``gisa_exile_it_instead``, ``gisa_return_exiled_creatures_with_decayed`` (CR 700.4, 614.1a,
607.2a, 702.147a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Modify, Zone
from manastack.rules.characteristics import chars
from manastack.rules.effects import add_effect
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

CAUSE = "gisa"


@extension("gisa_opponents_creature_would_die")
def _opponents_creature_dies(g: Any, src: int, ev: Any) -> bool:
    """A creature an opponent controls would die (be put into a graveyard from the battlefield,
    CR 700.4)."""
    if ev.from_zone is not Zone.BATTLEFIELD or ev.to_zone is not Zone.GRAVEYARD:
        return False
    if ev.obj not in g.objects or g.objects[ev.obj].zone is not Zone.BATTLEFIELD:
        return False
    c = chars(g, ev.obj)
    return c.is_creature and g.is_opponent(g.objects[src].controller, c.controller)


@extension("gisa_exile_it_instead")
def _exile_instead(g: Any, src: int, ev: Any) -> Any:
    """Exile it instead, remembering it was exiled with Gisa (CR 614.1a, 607.2a)."""
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "exiled_with": src})


def _exiled_with(g: Any, src: int) -> list[int]:
    """The creature cards exiled with Gisa and still in exile: those its replacement exiled
    (each zone change says so) and those a scenario laid out exiled with it (the link of CR
    607.2a kept as ``rules.linked_exile`` keeps it)."""
    from manastack.rules.amounts import exiled_with
    out = []
    for e in g.log:
        if e.kind == "zone_change" and e.to_zone is Zone.EXILE and \
                e.data.get("exiled_with") == src and e.new_obj in g.objects and \
                g.objects[e.new_obj].zone is Zone.EXILE and chars(g, e.new_obj).is_creature:
            out.append(e.new_obj)
    out += [c for c in exiled_with(g, src) if c not in out and chars(g, c).is_creature]
    return out


@extension("gisa_return_exiled_creatures_with_decayed")
def _return_all(g: Any, fid: int) -> None:
    """Put all creature cards exiled with Gisa onto the battlefield under your control; they gain
    decayed (CR 702.147a, 607.2a)."""
    frame = g.frames[fid]
    src, you = frame.get("source"), frame["controller"]
    cards = _exiled_with(g, src)
    if not cards:
        return
    push(g, "gisa_decayed", you, src, len(g.log))
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.EXILE,
                           to_zone=Zone.BATTLEFIELD, player=g.objects[c].owner,
                           data={"controller": you, "cause": CAUSE}) for c in cards])


@handler("gisa_decayed")
def _decayed(g: Any, you: int, src: int, mark: int) -> None:
    back = frozenset(e.new_obj for e in g.log[mark:]
                     if e.kind == "zone_change" and e.to_zone is Zone.BATTLEFIELD
                     and e.data.get("cause") == CAUSE and e.new_obj in g.objects)
    if back:
        add_effect(g, Modify(add_keywords=("Decayed",)), you, src, back, None, "forever")


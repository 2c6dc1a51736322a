"""Hostile Hostel // Creeping Inn: what its card module (``manastack.cards.mid.hostile_hostel``,
with the Oracle text and the rulings) can't say in the vocabulary, as the extension
``creeping_inn_exile_and_drain`` (CR 607.2a, 119.3).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

LINK = "creeping_inn_exiled"


@extension("creeping_inn_exile_and_drain")
def _exile_chosen(g: Any, fid: int) -> None:
    """Exile the chosen creature card; if you do, each opponent loses X life and you gain X life,
    X the number of creature cards exiled with it (CR 607.2a, 119.3)."""
    frame = g.frames[fid]
    chosen = [c for c in frame.get("inn_card", ()) if c in g.objects]
    if not chosen:
        return
    push(g, "creeping_inn_drain", frame["source"], frame["controller"], len(g.log))
    submit(g, Event("zone_change", obj=chosen[0], from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE,
                    player=g.objects[chosen[0]].owner, data={"cause": "creeping_inn"}))


def exiled_with(g: Any, inn: int) -> list[int]:
    """Creature cards exiled with this object that are still in exile (it remembers them
    through phasing and transforming: the same object, MID-RN-179)."""
    return [c for c in g.extra.get(LINK, {}).get(inn, ()) if c in g.objects
            and g.objects[c].zone is Zone.EXILE]


@handler("creeping_inn_drain")
def _drain(g: Any, inn: int, you: int, start: int) -> None:
    new = [ev.new_obj for ev in g.log[start:] if ev.kind == "zone_change"
           and ev.data.get("cause") == "creeping_inn" and ev.new_obj is not None]
    if not new:
        return  # it didn't get exiled: "if you do" fails
    links = dict(g.extra.get(LINK, {}))
    links[inn] = tuple(links.get(inn, ())) + tuple(new)
    g.extra[LINK] = links
    g.version += 1
    from manastack.rules.characteristics import chars
    x = sum(1 for c in exiled_with(g, inn) if "Creature" in chars(g, c).types)
    submit_batch(g, [Event("life_loss", player=p, amount=x) for p in g.opponents(you)])
    push(g, "event", Event("life_gain", player=you, amount=x))


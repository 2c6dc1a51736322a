"""Aurification — {2}{W}{W} Enchantment.

Oracle: "Whenever a creature deals damage to you, put a gold counter on it. / Each creature
with a gold counter on it is a Wall in addition to its other creature types and has defender.
(Those creatures can't attack.) / When Aurification leaves the battlefield, remove all gold
counters from all creatures."

Current Oracle text gives defender: changing such a creature's creature types (which removes
Wall) doesn't let it attack (the 2002 FAQ relied on Walls being unable to attack).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit_all


def _creature_hits_you(g: Any, src: int, ev: Any) -> bool:
    return ev.player is not None and ev.lki is not None and ev.lki.is_creature and \
        ev.player == g.objects[src].controller


def _gild(g: Any, fid: int) -> None:
    ev = g.frames[fid]["event"]
    o = g.objects.get(ev.source)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        submit_all(g, [Event("counters_added", obj=ev.source, amount=1,
                             data={"counter": "gold"})])


def _has_gold(g: Any, oid: int, you: int, source: Any) -> bool:
    return g.objects[oid].counters.get("gold", 0) > 0


def _ungild(g: Any, fid: int) -> None:
    submit_all(g, [Event("counters_removed", obj=o, amount=g.objects[o].counters["gold"],
                         data={"counter": "gold"})
                   for o in g.battlefield if g.objects[o].counters.get("gold", 0) > 0])


GILDED = CREATURE.but(custom=_has_gold, label="creature with a gold counter")

ABILITIES = [
    triggered(Trigger("damage", test=_creature_hits_you), Custom(_gild, "gold counter on it")),
    static(Modify(add_subtypes=("Wall",), add_keywords=("Defender",)), GILDED),
    triggered(leaves(), Custom(_ungild, "remove all gold counters")),
]

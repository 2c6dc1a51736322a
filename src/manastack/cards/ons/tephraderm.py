"""Tephraderm — {4}{R} Creature — Beast 4/5.

Oracle: "Whenever a creature deals damage to Tephraderm, Tephraderm deals that much damage to
that creature. / Whenever a spell deals damage to Tephraderm, Tephraderm deals that much damage
to that spell's controller."

Any damage counts, not only combat damage, and the abilities trigger even if the damage is
lethal (they look back in time, CR 603.10a; ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _by_creature(g: Any, src: int, ev: Any) -> bool:
    return ev.lki is not None and ev.lki.is_creature and ev.source is not None and \
        (ev.source not in g.objects or g.objects[ev.source].zone is not Zone.STACK)


def _by_spell(g: Any, src: int, ev: Any) -> bool:
    o = g.objects.get(ev.source) if ev.source is not None else None
    return o is not None and o.zone is Zone.STACK and o.stack.get("kind") == "spell"


def _remember(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ev = frame["event"]
    frame["dealt"] = ev.amount
    frame["dealer"] = (ev.source,)
    frame["dealer_controller"] = (ev.lki.controller,) if ev.lki is not None else ()


ABILITIES = [
    triggered(Trigger("damage", subject="self", test=_by_creature),
              Custom(_remember, "that creature and that much"),
              DealDamage(VarAmount("dealt"), Var("dealer"))),
    triggered(Trigger("damage", subject="self", test=_by_spell),
              Custom(_remember, "that spell's controller and that much"),
              DealDamage(VarAmount("dealt"), Var("dealer_controller"))),
]

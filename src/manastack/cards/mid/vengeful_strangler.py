"""Vengeful Strangler // Strangling Grasp — {1}{B} Creature — Human Rogue 2/1 //
Enchantment — Aura (black).

Oracle: Front: "Vengeful Strangler can't block. / When Vengeful Strangler dies, return it to
the battlefield transformed under your control attached to target creature or planeswalker an
opponent controls."
Back: "Enchant creature or planeswalker an opponent controls / At the beginning of your upkeep,
enchanted permanent's controller sacrifices a nonland permanent, then that player loses 1 life."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit

OPP_CREATURE_OR_PLANESWALKER = CREATURE_OR_PLANESWALKER.but(
    controller="opponent", label="target creature or planeswalker an opponent controls")


def _return_attached(g: Any, fid: int) -> None:
    """CR 712.14a: a double-faced card put onto the battlefield transformed; the Aura is
    attached to the target as it enters (it doesn't target, CR 303.4f)."""
    frame = g.frames[fid]
    ev = frame.get("event")
    card = ev.new_obj if ev is not None else None
    hosts = [t for t in frame.get("targets", ((),))[0] if t in g.objects]
    if card is None or card not in g.objects or g.objects[card].zone is not Zone.GRAVEYARD \
            or not hosts:
        return
    submit(g, Event("zone_change", obj=card, from_zone=Zone.GRAVEYARD, to_zone=Zone.BATTLEFIELD,
                    player=g.objects[card].owner,
                    data={"face": 1, "controller": frame["controller"], "attach_to": hosts[0]}))


def _enchanted_controller(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    src = frame.get("source")
    host = g.objects[src].attached_to if src in g.objects else None
    frame["victim"] = (chars(g, host).controller,) \
        if host is not None and host in g.objects else ()


FACES = [
    [rule("cant_block"),
     triggered(dies(), Custom(_return_attached, "vengeful_strangler_return"),
               targets=[target(OPP_CREATURE_OR_PLANESWALKER)])],
    [triggered(at_beginning_of(Step.UPKEEP),
               Custom(_enchanted_controller, "strangling_grasp_victim"),
               Sacrifice(Var("victim"), NONLAND_PERMANENT), LoseLife(1, Var("victim")))],
]

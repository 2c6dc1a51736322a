"""Gisa, Glorious Resurrector — {2}{B}{B} Legendary Creature — Human Wizard 4/4.

"If a creature an opponent controls would die, exile it instead. / At the beginning of your
upkeep, put all creature cards exiled with Gisa, Glorious Resurrector onto the battlefield
under your control. They gain decayed."

The creatures don't die, so their "dies" abilities don't trigger (MID-RN-140); they don't gain
haste (MID-RN-141). Cards are "exiled with" this object only (CR 607.2a).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.effects import add_effect
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.pipeline import submit_batch

CAUSE = "gisa"


def _opponents_creature_dies(g: Any, src: int, ev: Any) -> bool:
    if ev.from_zone is not Zone.BATTLEFIELD or ev.to_zone is not Zone.GRAVEYARD:
        return False
    if ev.obj not in g.objects or g.objects[ev.obj].zone is not Zone.BATTLEFIELD:
        return False
    c = chars(g, ev.obj)
    return c.is_creature and c.controller != g.objects[src].controller


def _exile_instead(g: Any, src: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "exiled_with": src})


def _exiled_with(g: Any, src: int) -> list[int]:
    out = []
    for e in g.log:
        if e.kind == "zone_change" and e.to_zone is Zone.EXILE and \
                e.data.get("exiled_with") == src and e.new_obj in g.objects and \
                g.objects[e.new_obj].zone is Zone.EXILE and chars(g, e.new_obj).is_creature:
            out.append(e.new_obj)
    return out


def _return_all(g: Any, fid: int) -> None:
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


ABILITIES = [
    ReplacementAbility("zone_change", _opponents_creature_dies, _exile_instead,
                       text="If a creature an opponent controls would die, exile it instead."),
    triggered(at_beginning_of(Step.UPKEEP), Custom(_return_all, "return the exiled creatures")),
]

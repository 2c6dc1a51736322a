"""Circle of Solace — {3}{W} Enchantment.

Oracle: "As Circle of Solace enters the battlefield, choose a creature type. / {1}{W}: The next
time a creature of the chosen type would deal damage to you this turn, prevent that damage."

Each activation makes one prevention shield (CR 615.7) for this turn; the damage's source is
looked at as it deals the damage (last known if it has left).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.replacement import Shield, add_shield, new_shield_id


def _applies(g: Any, sh: Any, ev: Any) -> bool:
    you, kind = sh.data
    if ev.player != you or ev.amount <= 0 or ev.source is None:
        return False
    if ev.source in g.objects and g.objects[ev.source].zone is Zone.BATTLEFIELD:
        c = chars(g, ev.source)
    else:
        c = ev.lki
    return c is not None and c.is_creature and kind in c.subtypes


def _prevent(g: Any, sh: Any, ev: Any) -> Any:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount))
    return None


def _shield(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    src = g.objects.get(frame.get("source"))
    kind = src.chosen.get("creature_type") if src is not None else None
    if kind is None:
        return
    you = frame["controller"]
    add_shield(g, Shield(new_shield_id(g), "damage", _applies, _prevent, you,
                         frame.get("source"), (you, kind), uses=1, until="eot",
                         prevention=True))


ABILITIES = [
    as_enters(ChooseCreatureType()),
    activated("{1}{W}", Custom(_shield, "circle_of_solace")),
]

"""Burn the Accursed — {4}{R} Instant.

"Burn the Accursed deals 5 damage to target creature and 2 damage to that creature's
controller. If that creature would die this turn, exile it instead."

The exile is a replacement effect from the resolved spell (CR 614.1a), lasting this turn.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.replacement import Shield, add_shield, new_shield_id


def _would_die(g: Any, sh: Any, ev: Any) -> bool:
    return bool(ev.obj == sh.data[0] and ev.from_zone is Zone.BATTLEFIELD
                and ev.to_zone is Zone.GRAVEYARD)


def _exile_instead(g: Any, sh: Any, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


def _exile_if_it_would_die(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    for t in (frame["targets"][0] if frame["targets"] else ()):
        if t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD:
            add_shield(g, Shield(new_shield_id(g), "zone_change", _would_die, _exile_instead,
                                 frame["controller"], frame.get("source"), (t,), uses=1,
                                 until="eot"))


ABILITIES = [
    spell(DealDamage(5, Target(0)), DealDamage(2, ControllerOf(Target(0))),
          Custom(_exile_if_it_would_die, "if it would die this turn, exile it instead"),
          targets=[TARGET_CREATURE]),
]

"""Ghoulish Procession — {1}{B} Enchantment.

"Whenever one or more nontoken creatures die, create a 2/2 black Zombie creature token with
decayed. This ability triggers only once each turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _nontoken_creature_died(g: Any, source: int, ev: Any) -> bool:
    """A nontoken creature died (as it last existed, CR 603.10a)."""
    lki = ev.lki
    o = g.objects.get(ev.new_obj) or g.objects.get(ev.obj)
    return lki is not None and bool(lki.is_creature) and o is not None and not o.is_token


ABILITIES = [
    triggered(only_once_each_turn(Trigger(
        "zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
        test=_nontoken_creature_died, label="one or more nontoken creatures die")),
        CreateToken("Zombie")),
]

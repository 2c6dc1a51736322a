"""Ghoulish Procession — {1}{B} Enchantment.

"Whenever one or more nontoken creatures die, create a 2/2 black Zombie creature token with
decayed. This ability triggers only once each turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _first_nontoken_death_this_turn(g: Any, source: int, ev: Any) -> bool:
    """A nontoken creature died (as it last existed, CR 603.10a), and the ability hasn't
    triggered yet this turn."""
    lki = ev.lki
    o = g.objects.get(ev.new_obj) or g.objects.get(ev.obj)
    if lki is None or not lki.is_creature or o is None or o.is_token:
        return False
    key = ("triggered_once", source, "ghoulish_procession")
    if g.turn_counts.get(key):
        return False
    g.turn_counts[key] = True
    return True


ABILITIES = [
    triggered(Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                      test=_first_nontoken_death_this_turn,
                      label="one or more nontoken creatures die (once each turn)"),
              CreateToken("Zombie")),
]

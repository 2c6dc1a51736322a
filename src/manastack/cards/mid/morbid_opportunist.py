"""Morbid Opportunist — {2}{B} Creature — Human Rogue 1/3.

"Whenever one or more other creatures die, draw a card. This ability triggers only once each
turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _first_other_death_this_turn(g: Any, source: int, ev: Any) -> bool:
    """Another creature died (seen as it last existed, CR 603.10a), and the ability hasn't
    triggered yet this turn."""
    if ev.obj == source or ev.lki is None or not ev.lki.is_creature:
        return False
    key = ("triggered_once", source, "morbid_opportunist")
    if g.turn_counts.get(key):
        return False
    g.turn_counts[key] = True
    return True


ABILITIES = [
    triggered(Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                      test=_first_other_death_this_turn,
                      label="one or more other creatures die (once each turn)"), Draw(1)),
]

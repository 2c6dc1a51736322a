"""Morbid Opportunist — {2}{B} Creature — Human Rogue 1/3.

"Whenever one or more other creatures die, draw a card. This ability triggers only once each
turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _another_creature_died(g: Any, source: int, ev: Any) -> bool:
    """Another creature died (seen as it last existed, CR 603.10a)."""
    return ev.obj != source and ev.lki is not None and bool(ev.lki.is_creature)


ABILITIES = [
    triggered(only_once_each_turn(Trigger(
        "zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
        test=_another_creature_died, label="one or more other creatures die")), Draw(1)),
]

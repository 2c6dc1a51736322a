"""Morbid Opportunist — {2}{B} Creature — Human Rogue 1/3.

"Whenever one or more other creatures die, draw a card. This ability triggers only once each
turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(only_once_each_turn(Trigger(
        "zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
        subject=CREATURE, test=AnotherObject(), label="one or more other creatures die")), Draw(1)),
]

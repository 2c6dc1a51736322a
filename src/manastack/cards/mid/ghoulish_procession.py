"""Ghoulish Procession — {1}{B} Enchantment.

"Whenever one or more nontoken creatures die, create a 2/2 black Zombie creature token with
decayed. This ability triggers only once each turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(only_once_each_turn(Trigger(
        "zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
        test=AllOf((EventObjectWas(CREATURE), MovedCardIs(Filter(token=False)))), label="one or more nontoken creatures die")),
        CreateToken("Zombie")),
]

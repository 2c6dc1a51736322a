"""Crown of Vigor — {1}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +1/+1. / Sacrifice Crown of Vigor: Enchanted creature and
other creatures that share a creature type with it get +1/+1 until end of turn."

The sacrificed Aura's "enchanted creature" is the creature it was attached to when it was
sacrificed; the creatures sharing a type are found as the ability resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem("attached", 1, 1),
    activated(Cost(sacrifice_self=True),
              pump(SharingCreatureType(Attached()), 1, 1)),
]

"""Crown of Fury — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +1/+0 and has first strike. / Sacrifice Crown of Fury: Enchanted creature and
other creatures that share a creature type with it get +1/+0 and gain first strike until end of turn."

The sacrificed Aura's "enchanted creature" is the creature it was attached to when it was
sacrificed; the creatures sharing a type are found as the ability resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    anthem("attached", 1, 0, "First strike"),
    activated(Cost(sacrifice_self=True),
              ApplyContinuous(SharingCreatureType(Attached()),
                    Modify(power=1, add_keywords=("First strike",)))),
]

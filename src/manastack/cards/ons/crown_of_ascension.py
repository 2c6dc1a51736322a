"""Crown of Ascension — {1}{U} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has flying. / Sacrifice Crown of Ascension: Enchanted creature and
other creatures that share a creature type with it gain flying until end of turn."

The sacrificed Aura's "enchanted creature" is the creature it was attached to when it was
sacrificed; the creatures sharing a type are found as the ability resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("Flying",)), "attached"),
    activated(Cost(sacrifice_self=True),
              grant(SharingCreatureType(Attached()), "Flying")),
]

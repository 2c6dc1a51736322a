"""Crown of Awe — {1}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has protection from black and from red. / Sacrifice Crown of Awe: Enchanted creature and
other creatures that share a creature type with it gain protection from black and from red until end of turn."

The sacrificed Aura's "enchanted creature" is the creature it was attached to when it was
sacrificed; the creatures sharing a type are found as the ability resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

KEYWORDS = ("Protection from black", "Protection from red")

ABILITIES = [
    static(Modify(add_keywords=KEYWORDS), "attached"),
    activated(Cost(sacrifice_self=True),
              ApplyContinuous(SharingCreatureType(Attached()), Modify(add_keywords=KEYWORDS))),
]

"""Aurification — {2}{W}{W} Enchantment.

Oracle: "Whenever a creature deals damage to you, put a gold counter on it. / Each creature
with a gold counter on it is a Wall in addition to its other creature types and has defender.
(Those creatures can't attack.) / When Aurification leaves the battlefield, remove all gold
counters from all creatures."

Current Oracle text gives defender: changing such a creature's creature types (which removes
Wall) doesn't let it attack (the 2002 FAQ relied on Walls being unable to attack). As it leaves,
the gold counters are removed from the creatures only: a permanent that got one as a creature
and is no longer one (Arlinn, the Moon's Fury after her turn as a 5/5) keeps it.
"""

from manastack.dsl.prelude import *  # noqa: F403

GILDED = CREATURE.but(custom=WithCounter("gold"), label="creature with a gold counter")

ABILITIES = [
    triggered(Trigger("damage", test=AllOf((DAMAGE_BY_A_CREATURE, DAMAGE_TO_YOU))),
              PutCounters(DamageSource(), "gold")),
    static(Modify(add_subtypes=("Wall",), add_keywords=("Defender",)), GILDED),
    triggered(leaves(), RemoveAllCounters(All(GILDED), "gold")),
]

"""Quicksilver Dragon — {4}{U}{U} Creature — Dragon 5/5.

Oracle: "Flying / {U}: If target spell has only one target and that target is Quicksilver
Dragon, change that spell's target to another creature. / Morph {4}{U}"

The ability's controller chooses the new target, which must be a legal target for that spell
(CR 115.7d); with no other legal creature, or if the spell has more than one target or its
target isn't Quicksilver Dragon as the ability resolves, nothing happens.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{U}", ChangeOnlyTarget(Target(0), current_is_self=True), targets=[TARGET_SPELL]),
]

"""Meddle — {1}{U} Instant.

Oracle: "If target spell has only one target and that target is a creature, change that
spell's target to another creature."

Meddle's controller chooses the new target, which must be legal for that spell (CR 115.7,
115.7d); with no other legal creature, the target stays.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChangeOnlyTarget(Target(0), current=CREATURE), targets=[TARGET_SPELL]),
]

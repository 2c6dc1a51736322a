"""Unified Strike — {W} Instant.

Oracle: "Exile target attacking creature if its power is less than or equal to the number of
Soldiers on the battlefield."

Both numbers are checked as the spell resolves (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

SOLDIERS = Filter(subtypes=("Soldier",), label="Soldier")


ABILITIES = [
    spell(If(at_most(PowerOf(Target(0)), CountOf(SOLDIERS)), (MoveTo(Target(0), Zone.EXILE),)),
          targets=[target(CREATURE.but(attacking=True, label="attacking creature"))]),
]

"""Ruthless Deathfang — {4}{U}{B} Creature — Dragon 4/4.

Oracle: "Flying / Whenever you sacrifice a creature, target opponent sacrifices a creature."

Any creature you sacrifice, itself included, for a cost or by an effect (MIC-OR-0256); the
legend rule doesn't sacrifice (CR 704.5j, MIC-OR-0257).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(you_sacrifice(CREATURE), Sacrifice(Target(0), CREATURE),
              targets=[TARGET_OPPONENT]),
]

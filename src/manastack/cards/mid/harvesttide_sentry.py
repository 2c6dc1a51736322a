"""Harvesttide Sentry — {1}{G} Creature — Human Warrior 3/1.

"Coven — At the beginning of combat on your turn, if you control three or more creatures
with different powers, Harvesttide Sentry can't be blocked by creatures with power 2 or less
this turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT),
              cant_be_blocked(Self(), by=CREATURE.but(
                  power_le=2, label="creature with power 2 or less")), condition=coven),
]

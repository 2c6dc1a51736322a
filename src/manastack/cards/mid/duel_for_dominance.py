"""Duel for Dominance — {1}{G} Instant.

"Coven — Choose target creature you control and target creature you don't control. If you
control three or more creatures with different powers, put a +1/+1 counter on the chosen
creature you control. Then the chosen creatures fight each other."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(If(coven, (PutCounters(Target(0)),)), Fight(Target(0), Target(1)),
          targets=[target(CREATURE_YOU_CONTROL),
                   target(CREATURE.but(controller="not_you",
                                       label="creature you don't control"))]),
]

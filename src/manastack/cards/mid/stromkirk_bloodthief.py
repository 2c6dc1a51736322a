"""Stromkirk Bloodthief — {2}{B} Creature — Vampire Rogue 2/2.

"At the beginning of your end step, if an opponent lost life this turn, put a +1/+1 counter on
target Vampire you control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.END), PutCounters(Target(0)),
              targets=[target(CREATURE_YOU_CONTROL.but(subtypes=("Vampire",)),
                              label="target Vampire you control")],
              condition=opponent_lost_life_this_turn),
]

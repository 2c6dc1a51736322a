"""Dawnhart Wardens — {1}{G}{W} Creature — Human Warlock 3/3.

"Vigilance / Coven — At the beginning of combat on your turn, if you control three or more
creatures with different powers, creatures you control get +1/+0 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT), pump(All(CREATURE_YOU_CONTROL), 1, 0),
              condition=coven),
]

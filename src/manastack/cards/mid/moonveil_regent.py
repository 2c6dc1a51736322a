"""Moonveil Regent — {3}{R} Creature — Dragon 4/4.

"Flying / Whenever you cast a spell, you may discard your hand. If you do, draw a card for
each of that spell's colors. / When Moonveil Regent dies, it deals X damage to any target,
where X is the number of colors among permanents you control."

An empty hand may still be "discarded" (MID-RN-169); a colourless spell draws nothing
(MID-RN-170); colours are counted as the death trigger resolves (MID-RN-172).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cast(), May((DiscardHand(), Draw(ColorsOf(Triggerer()))),
                          prompt="Discard your hand to draw a card for each of the spell's "
                                 "colors?")),
    triggered(dies(), DealDamage(ColorsAmong(PERMANENT.but(controller="you")), Target(0)),
              targets=[ANY_TARGET]),
]

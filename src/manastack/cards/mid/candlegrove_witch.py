"""Candlegrove Witch — {1}{W} Creature — Human Warlock 2/2.

"Coven — At the beginning of combat on your turn, if you control three or more creatures
with different powers, Candlegrove Witch gains flying until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT), grant(Self(), "Flying"),
              condition=coven),
]

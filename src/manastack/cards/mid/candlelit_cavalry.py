"""Candlelit Cavalry — {4}{G} Creature — Human Knight 5/5.

"Coven — At the beginning of combat on your turn, if you control three or more creatures
with different powers, Candlelit Cavalry gains trample until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT), grant(Self(), "Trample"),
              condition=coven),
]

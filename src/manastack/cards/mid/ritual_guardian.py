"""Ritual Guardian — {2}{W} Creature — Human Soldier 3/2.

"Coven — At the beginning of combat on your turn, if you control three or more creatures
with different powers, Ritual Guardian gains lifelink until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT), grant(Self(), "Lifelink"),
              condition=coven),
]

"""Novice Occultist — {1}{B} Creature — Human Wizard 1/2.

"When Novice Occultist dies, you draw a card and you lose 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), Draw(1), LoseLife(1)),
]

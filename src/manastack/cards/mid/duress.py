"""Duress — {B} Sorcery.

"Target opponent reveals their hand. You choose a noncreature, nonland card from it. That
player discards that card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DiscardChosenBy(Target(0), Filter(not_types=("Creature", "Land"),
                                            label="noncreature, nonland card")),
          targets=[TARGET_OPPONENT]),
]

"""Wall of Mulch — {1}{G} Creature — Wall 0/4.

Oracle: "Defender / {G}, Sacrifice a Wall: Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{G}"),
                   sacrifice=Filter(subtypes=("Wall",), label="Wall")), Draw(1)),
]

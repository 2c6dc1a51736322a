"""Slate of Ancestry — {4} Artifact.

Oracle: "{4}, {T}, Discard your hand: Draw a card for each creature you control."

The creatures are counted as the ability resolves (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{4}"), tap=True, discard_hand=True),
              Draw(CountOf(CREATURE_YOU_CONTROL))),
]

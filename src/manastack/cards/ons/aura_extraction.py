"""Aura Extraction — {1}{W} Instant.

Oracle: "Put target enchantment on top of its owner's library. / Cycling {2}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.LIBRARY, position="top"), targets=[target(ENCHANTMENT)]),
]

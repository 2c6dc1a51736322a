"""Searing Flesh — {6}{R} Sorcery.

Oracle: "Searing Flesh deals 7 damage to target opponent or planeswalker."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(7, Target(0)),
          targets=[target(PLANESWALKER, players=OPPONENT, label="opponent or planeswalker")]),
]

"""Syphon Soul — {2}{B} Sorcery.

Oracle: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage
dealt this way."

Only damage actually dealt counts: prevented damage doesn't (CR 615). "Each other player"
includes a teammate, who isn't an opponent (CR 102.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((DealDamage(2, EachOtherPlayer()),), "dealt", event="damage", cause=None),
          GainLife(TalliedAmount("dealt"))),
]

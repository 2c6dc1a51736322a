"""Lifecrafter's Bestiary — {3} Artifact.

Oracle: "At the beginning of your upkeep, scry 1. / Whenever you cast a creature spell, you may
pay {G}. If you do, draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"), Scry(1)),
    triggered(cast(CREATURE), MayPay("{G}", (Draw(1),))),
]

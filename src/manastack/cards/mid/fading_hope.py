"""Fading Hope — {U} Instant.

"Return target creature to its owner's hand. If its mana value was 3 or less, scry 1."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.amounts import evaluate_amount


def _small(g: Any, frame: Any) -> bool:
    """Its mana value as it last existed on the battlefield, before it's returned."""
    return evaluate_amount(g, ManaValueOf(Target(0)), frame) <= 3


ABILITIES = [
    spell(If(_small, (MoveTo(Target(0), Zone.HAND), Scry(1)), (MoveTo(Target(0), Zone.HAND),)),
          targets=[TARGET_CREATURE]),
]

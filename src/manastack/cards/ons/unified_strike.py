"""Unified Strike — {W} Instant.

Oracle: "Exile target attacking creature if its power is less than or equal to the number of
Soldiers on the battlefield."

Both numbers are checked as the spell resolves (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.amounts import evaluate_amount

SOLDIERS = Filter(subtypes=("Soldier",), label="Soldier")


def _small_enough(g: Any, frame: dict[str, Any]) -> bool:
    if not frame["targets"] or not frame["targets"][0]:
        return False
    power = evaluate_amount(g, PowerOf(Target(0)), frame)
    return power <= evaluate_amount(g, CountOf(SOLDIERS), frame)


ABILITIES = [
    spell(If(_small_enough, (MoveTo(Target(0), Zone.EXILE),)),
          targets=[target(CREATURE.but(attacking=True, label="attacking creature"))]),
]

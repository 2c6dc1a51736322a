"""Battlefield Medic — {1}{W} Creature — Human Cleric 1/1.

Oracle: "{T}: Prevent the next X damage that would be dealt to target creature this turn,
where X is the number of Clerics on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

CLERIC = Filter(subtypes=("Cleric",), label="Cleric")

ABILITIES = [
    # X is counted as the ability resolves (ONS FAQ).
    activated("{T}", PreventDamage(Target(0), CountOf(CLERIC)), targets=[TARGET_CREATURE]),
]

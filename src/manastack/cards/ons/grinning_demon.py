"""Grinning Demon — {2}{B}{B} Creature — Demon 6/6.

Oracle: "At the beginning of your upkeep, you lose 2 life. / Morph {2}{B}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), LoseLife(2)),
]

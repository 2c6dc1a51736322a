"""Goblin Pyromancer — {3}{R} Creature — Goblin Wizard 2/2.

Oracle: "When Goblin Pyromancer enters the battlefield, Goblin creatures get +3/+0 until end
of turn. / At the beginning of the end step, destroy all Goblins."

The first ability affects the Goblins on the battlefield as it resolves (CR 611.2c). The
second triggers only if Goblin Pyromancer is on the battlefield as the end step begins
(ONS-FAQ-122).
"""

from manastack.dsl.prelude import *  # noqa: F403

GOBLINS = Filter(subtypes=("Goblin",), label="Goblin")

ABILITIES = [
    triggered(enters(), pump(All(CREATURE.but(subtypes=("Goblin",))), 3, 0)),
    triggered(at_beginning_of(Step.END, "each"), Destroy(All(GOBLINS))),
]

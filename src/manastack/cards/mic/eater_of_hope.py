"""Eater of Hope — {5}{B}{B} Creature — Demon 6/4.

Oracle: "Flying / {B}, Sacrifice another creature: Regenerate Eater of Hope. / {2}{B},
Sacrifice two other creatures: Destroy target creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_CREATURE = CREATURE.but(other=True, label="another creature")

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{B}"), sacrifice=ANOTHER_CREATURE), Regenerate()),
    activated(Cost(mana=ManaCost.parse("{2}{B}"), sacrifice=ANOTHER_CREATURE,
                   sacrifice_count=2),
              Destroy(Target(0)), targets=[TARGET_CREATURE]),
]

"""Celestial Judgment — {4}{W}{W} Sorcery.

Oracle: "For each different power among creatures on the battlefield, choose a creature with
that power. Destroy each creature not chosen this way."

Nothing is targeted: the creatures are chosen as it resolves, and the rest are destroyed at
once (CR 608.2d, MIC-RN-034 to 036).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(choose_one_for_each_power(CREATURE, "kept"), Destroy(AllExcept(CREATURE, "kept"))),
]

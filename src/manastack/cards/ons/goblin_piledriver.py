"""Goblin Piledriver — {1}{R} Creature — Goblin Warrior 1/2.

Oracle: "Protection from blue / Whenever Goblin Piledriver attacks, it gets +2/+0 until end of
turn for each other attacking Goblin."

The attacking Goblins are counted as the ability resolves (ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_ATTACKING_GOBLINS = CREATURE.but(subtypes=("Goblin",), attacking=True, other=True,
                                       label="other attacking Goblin")

ABILITIES = [
    triggered(attacks(), pump(Self(), Times(CountOf(OTHER_ATTACKING_GOBLINS), 2), 0)),
]

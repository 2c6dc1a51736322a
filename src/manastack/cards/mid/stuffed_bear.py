"""Stuffed Bear — {2} Artifact.

"{2}: Stuffed Bear becomes a 4/4 green Bear artifact creature until end of turn."

"Becomes a Bear artifact creature" keeps its card types and its subtypes other than creature
types, but Bear replaces the creature types it had (CR 205.1b): a Shade or a Goblin made by an
earlier effect is a Bear only.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}", ApplyContinuous(Self(), Modify(
        set_power=4, set_toughness=4, set_colors=("G",), add_types=("Creature",),
        set_creature_types=("Bear",)))),
]

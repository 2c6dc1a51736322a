"""Stuffed Bear — {2} Artifact.

"{2}: Stuffed Bear becomes a 4/4 green Bear artifact creature until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}", ApplyContinuous(Self(), Modify(
        set_power=4, set_toughness=4, set_colors=("G",), add_types=("Creature",),
        add_subtypes=("Bear",)))),
]

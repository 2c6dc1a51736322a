"""Shade's Breath — {1}{B} Instant.

Oracle: "Until end of turn, each creature you control becomes a black Shade and gains
"{B}: This creature gets +1/+1 until end of turn.""
"""

from manastack.dsl.prelude import *  # noqa: F403

SHADE_PUMP = activated("{B}", pump(Self(), 1, 1),
                       text="{B}: This creature gets +1/+1 until end of turn.")

ABILITIES = [
    spell(ApplyContinuous(All(CREATURE_YOU_CONTROL),
                          Modify(set_creature_types=("Shade",), set_colors=("B",),
                                 abilities=(SHADE_PUMP,)))),
]

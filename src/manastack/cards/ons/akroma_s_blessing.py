"""Akroma's Blessing — {2}{W} Instant.

Oracle: "Choose a color. Creatures you control gain protection from the chosen color until end
of turn. / Cycling {W}"

The affected creatures are those you control as it resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(*protection_from_chosen_color(All(CREATURE_YOU_CONTROL))),
]

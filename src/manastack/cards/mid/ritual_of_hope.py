"""Ritual of Hope — {1}{W} Instant.

"Creatures you control get +1/+1 until end of turn. / Coven — If you control three or more
creatures with different powers, creatures you control get +2/+1 until end of turn instead."

Coven is checked as the spell resolves (CR 608.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

_YOURS = All(CREATURE_YOU_CONTROL)

ABILITIES = [
    spell(If(coven, (pump(_YOURS, 2, 1),), (pump(_YOURS, 1, 1),))),
    continued(),
]

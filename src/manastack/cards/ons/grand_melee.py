"""Grand Melee — {3}{R} Enchantment.

Oracle: "All creatures attack each combat if able. / All creatures block each combat if able."

Requirements, not restrictions: a creature that can't attack or block (tapped, summoning
sick, or with no attacker it may block) isn't required to (CR 508.1d, 509.1c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("must_attack", CREATURE),
    rule("must_block", CREATURE),
]

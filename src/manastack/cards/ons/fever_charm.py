"""Fever Charm — {R} Instant.

Oracle: "Choose one — / • Target creature gains haste until end of turn. / • Target creature
gets +2/+0 until end of turn. / • Fever Charm deals 3 damage to target Wizard creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((grant(Target(0), "Haste"),), (TARGET_CREATURE,), "haste"),
        Mode((pump(Target(0), 2, 0),), (TARGET_CREATURE,), "+2/+0"),
        Mode((DealDamage(3, Target(0)),),
             (target(CREATURE.but(subtypes=("Wizard",), label="Wizard creature")),),
             "3 damage to a Wizard"),
    )),
    continued(),
    continued(),
    continued(),
]

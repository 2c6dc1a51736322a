"""Bloodline Culling — {1}{B}{B} Instant.

"Choose one — / • Target creature gets -5/-5 until end of turn. / • Creature tokens get -2/-2
until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((pump(Target(0), -5, -5),), (TARGET_CREATURE,), "target creature gets -5/-5"),
        Mode((pump(All(CREATURE.but(token=True, label="creature token")), -2, -2),), (),
             "creature tokens get -2/-2"),
    )),
    continued(),
    continued(),
]

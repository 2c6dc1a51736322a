"""Raze the Effigy — {R} Instant.

"Choose one — / • Destroy target artifact. / • Target attacking creature gets +2/+2 until end
of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((Destroy(Target(0)),), (target(ARTIFACT),), "destroy an artifact"),
        Mode((pump(Target(0), 2, 2),),
             (target(CREATURE.but(attacking=True, label="attacking creature")),),
             "+2/+2 to an attacking creature"),
    )),
    continued(),
    continued(),
]

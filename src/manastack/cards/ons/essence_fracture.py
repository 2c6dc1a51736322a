"""Essence Fracture — {3}{U}{U} Sorcery.

Oracle: "Return two target creatures to their owners' hands. / Cycling {2}{U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.HAND), targets=[target(CREATURE, count=2)]),
]

"""Trickery Charm — {U} Instant.

Oracle: "Choose one — / • Target creature gains flying until end of turn. / • Target creature
becomes the creature type of your choice until end of turn. / • Look at the top four cards of
your library, then put them back in any order."

The creature type is chosen as the spell resolves (CR 608.2d).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((grant(Target(0), "Flying"),), (TARGET_CREATURE,), "flying"),
        Mode((ChooseCreatureType(), BecomeCreatureType(Target(0))), (TARGET_CREATURE,),
             "becomes the creature type of your choice"),
        Mode((ReorderTop(4),), (), "look at the top four cards"),
    )),
    continued(),
    continued(),
    continued(),
]

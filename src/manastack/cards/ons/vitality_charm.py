"""Vitality Charm — {G} Instant.

Oracle: "Choose one — / • Create a 1/1 green Insect creature token. / • Target creature gets
+1/+1 and gains trample until end of turn. / • Regenerate target Beast."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)

ABILITIES = [
    spell(modes=(
        Mode((CreateToken(INSECT),), (), "Insect token"),
        Mode((pump(Target(0), 1, 1), grant(Target(0), "Trample")), (TARGET_CREATURE,),
             "+1/+1 and trample"),
        Mode((Regenerate(Target(0)),),
             (target(Filter(subtypes=("Beast",), label="Beast")),), "regenerate a Beast"),
    )),
    continued(),
    continued(),
    continued(),
]

"""Thunder of Hooves — {3}{R} Sorcery.

Oracle: "Thunder of Hooves deals X damage to each creature without flying and each player,
where X is the number of Beasts on the battlefield."

X is counted as it resolves (CR 608.2h); all Beasts count, whoever controls them.
"""

from manastack.dsl.prelude import *  # noqa: F403

BEASTS = CountOf(Filter(subtypes=("Beast",), label="Beast"))

ABILITIES = [
    spell(DealDamage(BEASTS, All(CREATURE.but(not_keywords=("Flying",),
                                              label="creature without flying")),
                     also=((BEASTS, EachPlayer()),))),
]

"""Endemic Plague — {3}{B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature. / Destroy all
creatures that share a creature type with the sacrificed creature. They can't be regenerated."

The sacrificed creature's creature types are its last-known ones (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL)),
    spell(Destroy(SharingACreatureType(CREATURE, Sacrificed()), no_regen=True)),
]

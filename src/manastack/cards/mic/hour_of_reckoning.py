"""Hour of Reckoning — {4}{W}{W}{W} Sorcery.

Oracle: "Convoke (Your creatures can help cast this spell. Each creature you tap while casting
this spell pays for {1} or one mana of that creature's color.) / Destroy all nontoken
creatures."

Convoke is ``rules.convoke`` (CR 702.51).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(All(CREATURE.but(token=False, label="nontoken creature")))),
]

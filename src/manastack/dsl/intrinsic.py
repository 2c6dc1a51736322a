"""Abilities the rules give to objects: a basic land type's mana ability (CR 305.6), and the
characteristic-defining ability changeling stands for (CR 702.73a)."""

from __future__ import annotations

from manastack.dsl.abilities import ActivatedAbility, StaticAbility
from manastack.dsl.costs import Cost
from manastack.dsl.creature_types import ORDERED_CREATURE_TYPES
from manastack.dsl.effects import Modify

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
BASIC_LAND_ABILITIES = {
    t: ActivatedAbility(cost=Cost(tap=True), mana=(c,), text=f"{{T}}: Add {{{c}}}.")
    for t, c in BASIC_LAND_MANA.items()
}

CHANGELING_CDA = StaticAbility(modify=Modify(add_subtypes=ORDERED_CREATURE_TYPES), cda=True,
                               text="This object is every creature type.")
"""CR 702.73a: "Changeling" is a characteristic-defining ability, "This object is every
creature type" (layer 4, CR 613.1d, functioning in every zone, CR 604.3); an effect that makes
the object lose all creature types afterwards still removes them (it keeps changeling)."""

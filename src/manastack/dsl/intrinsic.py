"""Abilities the rules give to objects: a basic land type's mana ability (CR 305.6)."""

from __future__ import annotations

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
BASIC_LAND_ABILITIES = {
    t: ActivatedAbility(cost=Cost(tap=True), mana=(c,), text=f"{{T}}: Add {{{c}}}.")
    for t, c in BASIC_LAND_MANA.items()
}

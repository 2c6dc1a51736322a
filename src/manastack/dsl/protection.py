"""Protection whose quality is chosen as the source enters (CR 702.16a, 614.12).

"Human creatures you control have protection from creatures of the chosen type": the quality
is "creatures of [the creature type chosen as the source entered]", so only creatures of that
type are covered (a noncreature object of that type is not, CR 702.16a). The rules interpret
the record (``manastack.rules.protection``).
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.effects import Modify
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted


@dataclass(frozen=True)
class ProtectionFromChosenType(Interpreted):
    """Layer 6 (CR 613.1f): the affected object has protection from creatures of the creature
    type chosen for the effect's source (none while no type is chosen)."""


def protection_from_creatures_of_chosen_type(affects: Filter) -> StaticAbility:
    """"[affects] have protection from creatures of the chosen type" (CR 702.16a), the type
    being chosen by an ``as_enters(ChooseCreatureType())`` of the same permanent."""
    return StaticAbility(modify=Modify(custom_layer="6", custom=ProtectionFromChosenType()),
                         affects=affects)

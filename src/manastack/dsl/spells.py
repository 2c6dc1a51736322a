"""Spells mana may be spent on (CR 106.6: "Spend this mana only to ...", the ``spend_only`` of
``mana_ability``) and flashback given to cards in a graveyard (CR 702.34a).

Pure description: ``manastack.rules.mana_riders`` and ``manastack.rules.cast_methods`` give
their meaning.
"""

from __future__ import annotations

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.filters import Filter
from manastack.dsl.predicates import SPELL_CAST_FROM_GRAVEYARD, CastWith, IsSpell
from manastack.state.zones import Zone

__all__ = ["DISTURB_COST", "INSTANT_OR_SORCERY_SPELL", "SPELL_FROM_YOUR_GRAVEYARD",
           "flashback_of_mana_cost"]

INSTANT_OR_SORCERY_SPELL = Filter(zone=Zone.STACK, types=("Instant", "Sorcery"),
                                  custom=IsSpell(), label="instant or sorcery spell")
SPELL_FROM_YOUR_GRAVEYARD = Filter(zone=Zone.STACK, owner="you",
                                   custom=SPELL_CAST_FROM_GRAVEYARD,
                                   label="spell from your graveyard")
"""A spell cast from your graveyard ("Spend this mana only to cast spells from your
graveyard")."""
DISTURB_COST = Filter(zone=Zone.STACK, custom=CastWith("disturb"), label="disturb cost")
"""A spell cast for its disturb cost ("to pay a disturb cost", CR 702.146a)."""


def flashback_of_mana_cost(affects: Filter) -> StaticAbility:
    """"Each [card] in your graveyard has flashback. The flashback cost is equal to that card's
    mana cost." (CR 702.34a): the cast method "granted_flashback"; ``affects`` is a filter of
    cards in a graveyard relative to the ability's controller."""
    return StaticAbility(rule="flashback_of_mana_cost", affects=affects)

"""Replacement effects that turn damage into another event (CR 614.1a).

"If a Zombie you control would deal combat damage to a player, instead that player mills that
many cards." (Undead Alchemist): the damage event is replaced by a mill event of that player
for as many cards as the damage (CR 701.17a); the damage isn't dealt. The rules interpret the
records (``manastack.rules.damage_replacement``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.abilities import ReplacementAbility
from manastack.dsl.interpreted import Interpreted


@dataclass(frozen=True)
class CombatDamageToAPlayerBy(Interpreted):
    """Combat damage (amount above 0) that a source matching ``by`` would deal to a player;
    ``by`` is a Filter read from the replacement's controller's point of view."""

    by: Any


@dataclass(frozen=True)
class MillInstead(Interpreted):
    """"Instead that player mills that many cards": the player the damage would be dealt to
    mills as many cards as the damage (CR 701.17a)."""


def mills_instead_of_combat_damage(by: Any, text: str = "") -> ReplacementAbility:
    """"If [a creature matching ``by``] would deal combat damage to a player, instead that
    player mills that many cards." Each damage event is replaced once (CR 614.5): several such
    abilities have no added effect (ruling MIC-OR-0161)."""
    return ReplacementAbility("damage", CombatDamageToAPlayerBy(by), MillInstead(), text=text)

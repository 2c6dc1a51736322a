"""Filter tests of what an object is or where it is, written as records (``Filter(custom=...)``):
a card among the top cards of a library (CR 401.1), a spell or a permanent (CR 110.1, 112.1), a
card with a mana ability (CR 605.1a), a creature blocking the source (CR 509.1g).

Pure description: ``manastack.rules.object_tests`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.abilities import TargetSpec
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.state.zones import Zone

__all__ = ["BLOCKING_THIS", "HAS_MANA_ABILITY", "SPELL_OR_PERMANENT",
           "TARGET_SPELL_OR_PERMANENT", "WAS_BLOCKING_THIS", "BlockingThis", "HasManaAbility", "InTopOfLibrary",
           "SpellOrPermanent", "WasBlockingThis"]


@dataclass(frozen=True)
class InTopOfLibrary(Interpreted):
    """"Among the top ``amount`` cards of your library": the card is one of the top ``amount``
    cards of the library of the player the filter is judged for ("you", CR 401.1)."""

    amount: int


@dataclass(frozen=True)
class SpellOrPermanent(Interpreted):
    """A spell on the stack (not an ability, CR 112.1, 113.1a) or a permanent (CR 110.1)."""


SPELL_OR_PERMANENT = SpellOrPermanent()

TARGET_SPELL_OR_PERMANENT = TargetSpec(
    filter=Filter(zone=Zone.STACK, custom=SPELL_OR_PERMANENT, label="spell or permanent"),
    spells=True, permanents=True, label="target spell or permanent")
""""Target spell or permanent" (CR 115.1)."""


@dataclass(frozen=True)
class HasManaAbility(Interpreted):
    """The object has a mana ability (CR 605.1a), activated or triggered, among its abilities
    now (a card in a library: its printed ones)."""


HAS_MANA_ABILITY = HasManaAbility()


@dataclass(frozen=True)
class BlockingThis(Interpreted):
    """"Creature blocking it": the creature blocks the source now (CR 509.1g)."""


BLOCKING_THIS = BlockingThis()


@dataclass(frozen=True)
class WasBlockingThis(Interpreted):
    """A trigger test: the creature the zone change is about was blocking the source as it
    left the battlefield ("whenever a creature blocking ~ dies", CR 509.1g, 603.10a)."""


WAS_BLOCKING_THIS = WasBlockingThis()

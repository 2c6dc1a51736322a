"""Tests on objects and groups of objects, written as records: ``Filter.custom`` tests ``(game,
oid, you, source)`` of what an object is or where it is — a card among the top cards of a
library (CR 401.1), a spell (CR 112.1, 113.1a) or a permanent (CR 110.1), a card with a mana
ability (CR 605.1a), a creature blocking the source (CR 509.1g), an object "that player" or the
defending player controls (CR 506.2, 608.2b) — "can't be blocked by" tests (CR 509.1b), tests on
the cards a group search finds ``(game, cards, you)`` (CR 701.23) and counts read inside the
layer pass ``(game, player)``.

Pure description: ``manastack.rules.object_tests`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.abilities import TargetSpec
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.state.zones import Zone

__all__ = ["BLOCKING_THIS", "HAS_MANA_ABILITY", "SPELL_OR_PERMANENT",
           "TARGET_SPELL_OR_PERMANENT", "WAS_BLOCKING_THIS", "BlockingThis", "ControlledByOpponent", "HasManaAbility", "InTopOfLibrary",
           "SpellOrPermanent", "WasBlockingThis", "BlockerMatches", "CardTypesInGraveyard",
           "ControlledByDefendingPlayer", "ControlledByTriggerPlayer", "OneOfEach",
           "ShareALandType", "card_types_in_graveyard"]


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


@dataclass(frozen=True)
class ControlledByTriggerPlayer(Interpreted):
    """"[filter] that player controls", in a triggered ability whose event is about a player:
    passes ``inner`` (the filter's own test, if any) and is controlled by that player."""

    inner: Any = None


@dataclass(frozen=True)
class ControlledByDefendingPlayer(Interpreted):
    """"[filter] defending player controls", in an ability of an attacking creature: passes
    ``inner`` (if any) and is controlled by the player the source is attacking (CR 506.2);
    once the planeswalker it attacks is gone, by the defending player its controller chooses
    among those that could be chosen (CR 506.4c, 508.5a, 802.2a)."""

    inner: Any = None


@dataclass(frozen=True)
class BlockerMatches(Interpreted):
    """For "can't be blocked by [filter]" ``(game, blocker, continuous_effect)``: does a
    would-be blocker match ``filter``, for the effect's controller and source (CR 509.1b)?"""

    filter: Filter


@dataclass(frozen=True, init=False)
class OneOfEach(Interpreted):
    """For ``SearchGroup``: "a [first] card and a [second] card": the chosen cards (in a
    library) can be matched one to one with the filters (a card with several of the types may
    stand for either, as long as every chosen card has a filter of its own)."""

    filters: tuple[Filter, ...]

    def __init__(self, *filters: Filter) -> None:
        object.__setattr__(self, "filters",
                           tuple(f.but(zone=Zone.LIBRARY, owner=None) for f in filters))


@dataclass(frozen=True)
class ShareALandType(Interpreted):
    """For ``SearchGroup``: "[cards] that share a land type": some land type (CR 205.3i) is
    common to all of them; a single card needs nothing to share with."""


@dataclass(frozen=True)
class CardTypesInGraveyard(Interpreted):
    """``(game, player)``: the number of card types among cards in ``player``'s graveyard
    (CR 205.2a; supertypes don't count, MID-RN-127), read without computing characteristics,
    so a characteristic-defining ability may count it inside the layer pass."""


card_types_in_graveyard = CardTypesInGraveyard()


@dataclass(frozen=True)
class ControlledByOpponent(Interpreted):
    """The object is controlled by your opponent number ``index`` (0: the first, in turn
    order from player 0): "for each opponent, ... target permanent that player controls" gives
    each opponent a target slot of its own (CR 601.2c)."""

    index: int

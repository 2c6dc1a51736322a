"""Replacement effects and characteristic-defining lines written in one call: "enters tapped
[unless ...]", "enters with counters" (CR 614.1c, 614.12), "it becomes day as ~ enters" (CR
730.1), prevention and doubling of damage (CR 615, 614.1a), "exile it instead", power and
toughness from a count (CR 604.3), basic land types and abilities granted by subtype (CR 305.7,
613). Card modules use these through ``manastack.dsl.prelude``.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import ReplacementAbility, StaticAbility
from manastack.dsl.ability_lines import as_enters, lines, static
from manastack.dsl.effect_steps import (
    BecomesDayFirst,
    EntersIf,
    EntersUntapped,
    EntersWhileNeitherDayNorNight,
    EnterTapped,
    EnterWithCounters,
    PTFromCount,
)
from manastack.dsl.effects import ChooseObjects, Modify, RevealChosen
from manastack.dsl.filters import Filter, card_in
from manastack.dsl.predicates import (
    AbilitiesIfSubtype,
    DamageMatches,
    DoubleIt,
    ExileInstead,
    IsBasicLandType,
    PreventIt,
    RevealedAsItEntered,
    SourceControllerControls,
    WouldBePutIntoGraveyard,
    WouldDie,
)
from manastack.state.zones import Zone


def enters_tapped_unless(condition: Any, text: str = "") -> ReplacementAbility:
    """"~ enters the battlefield tapped unless [condition]" (CR 614.1c, 614.12):
    ``condition(game, card_id, event)`` is checked as it would enter."""
    return ReplacementAbility("zone_change", EntersUntapped(condition), EnterTapped(),
                              zone=Zone.BATTLEFIELD, self_replacement=True, text=text)


def day_as_enters(text: str = "") -> ReplacementAbility:
    """"If it's neither day nor night, it becomes day as ~ enters (the battlefield)": a
    replacement effect on its entering (CR 614.1c, 614.12), however it enters; it becomes day
    (CR 730.1) just before the permanent enters."""
    return ReplacementAbility("zone_change", EntersWhileNeitherDayNorNight(), BecomesDayFirst(), zone=Zone.BATTLEFIELD,
                              self_replacement=True, text=text)


def reveal_land(*land_types: str) -> list[Any]:
    """"As ~ enters, you may reveal a [type] or [type] card from your hand. If you don't, ~
    enters tapped." (CR 614.12, 614.1c, 701.20): any card of your hand with one of those
    subtypes, not the land itself (it is not in the hand then); a card entering from the hand
    at the same time may be revealed, since the choice is made before any of them moves."""
    return [lines(as_enters(ChooseObjects(
        card_in(Zone.HAND, subtypes=tuple(land_types),
                label=" or ".join(land_types) + " card in your hand"),
        "chosen_revealed", min=0, prompt="You may reveal a card"),
        RevealChosen("chosen_revealed")),
        enters_tapped_unless(RevealedAsItEntered("revealed")))]


def enters_tapped(text: str = "") -> ReplacementAbility:
    """"~ enters (the battlefield) tapped" (CR 614.1c): a replacement effect of the object as
    it would exist on the battlefield (CR 614.12), from wherever it enters."""
    return ReplacementAbility("zone_change", EntersUntapped(), EnterTapped(),
                              zone=Zone.BATTLEFIELD, self_replacement=True,
                              text=text or "enters tapped")


def enters_with_counters(kind: str, amount: Any = 1, text: str = "",
                         condition: Any = None) -> ReplacementAbility:
    """"~ enters (the battlefield) with N [kind] counters on it" (CR 614.1c, 122.6).
    ``amount``: a number, ``X()`` (the X paid for the spell that becomes it, 0 when it
    wasn't cast, CR 107.3m), ``ManaSpent()`` (the total mana spent to cast the spell that
    becomes it, CR 601.2h: 0 for a copy of a spell, a token or a card put onto the
    battlefield without being cast, CR 707.10), another amount such as ``CountOf(filter)``
    counted as it would enter, or ``fn(game, card_id, event)``.
    ``condition(game, card_id)``: "enters with ... if [condition]"."""
    return ReplacementAbility("zone_change", EntersIf(condition), EnterWithCounters(kind, amount),
                              zone=Zone.BATTLEFIELD, self_replacement=True,
                              text=text or f"enters with {kind} counters")


def pt_from_count(count: Any, plus_toughness: int = 0, text: str = "") -> StaticAbility:
    """A characteristic-defining ability (CR 604.3, 613.4a) "~'s power is equal to [a number]
    and its toughness is equal to that number [plus N]": ``count(game, controller)`` must read
    cards without computing characteristics (``manastack.rules.characteristics.base_chars``),
    as it runs inside the layer pass."""
    return StaticAbility(modify=Modify(custom_layer="7a", custom=PTFromCount(count,
                                                                              plus_toughness)),
                         cda=True, text=text)


def exile_instead_of_graveyard() -> ReplacementAbility:
    """"If [this] would be put into a graveyard from anywhere, exile it instead" (the back
    faces of disturb cards, CR 702.146). It works on the battlefield and on the stack (where a
    countered spell would go to the graveyard, ruling MID-RN-017)."""
    return ReplacementAbility(kind="zone_change", applies=WouldBePutIntoGraveyard(),
                              replace=ExileInstead(), anywhere=True,
                              text="If this would be put into a graveyard from anywhere, "
                                   "exile it instead.")


def control_attached() -> Any:
    """"You control enchanted [permanent]" (a static ability of an Aura, CR 613.1b)."""
    return StaticAbility(modify=Modify(custom_layer="2", custom=SourceControllerControls()),
                         affects="attached")


def prevent_damage(to: Any = None, by: Any = None, combat: bool = False,
                   either: bool = False, amount: int | None = None,
                   text: str = "") -> ReplacementAbility:
    """"Prevent all [combat] damage that would be dealt to [and dealt by] ..." (CR 615),
    or "Prevent 1 of the damage ..." with ``amount``."""
    return ReplacementAbility("damage", DamageMatches(to, by, combat, either),
                              PreventIt(amount), prevention=True, text=text)


def double_damage(by: Any, text: str = "") -> ReplacementAbility:
    """"If [a source] would deal damage, it deals double that damage instead" (CR 614.1a)."""
    return ReplacementAbility("damage", DamageMatches(by=by), DoubleIt(), text=text)


def exile_if_it_would_die(filter: Any = "self", text: str = "") -> ReplacementAbility:
    """"If [a creature ...] would die, exile it instead" (CR 614.1a)."""
    return ReplacementAbility("zone_change", WouldDie(filter), ExileInstead(), text=text)


def abilities_if_subtype(subtype: str, *abilities: Any, affects: Filter | str = "self") -> Any:
    """"[It] has [abilities] as long as it's a [subtype]" (layer 6, after type changes)."""
    return static(Modify(custom_layer="6", custom=AbilitiesIfSubtype(subtype, abilities)),
                  affects=affects)


def is_basic_land_type(land_type: str, affects: Filter | str = "attached") -> Any:
    """"Enchanted land is a[n] [basic land type]" (CR 305.7)."""
    return static(Modify(custom_layer="4", custom=IsBasicLandType(land_type)),
                  affects=affects)

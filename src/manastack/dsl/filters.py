"""Filters: descriptions of which objects or players something applies to.

Pure data; ``manastack.rules.selectors`` evaluates them against the current characteristics.
The tests a filter's ``custom`` may name are records of their own (``dsl.filter_tests``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from manastack.state.zones import Zone


@dataclass(frozen=True)
class Filter:
    """Which objects match. Empty fields place no restriction.

    ``types`` and ``subtypes`` match if the object has ANY of them; ``all_types`` and
    ``all_subtypes`` require every one ("Human Werewolf"); ``not_supertypes=("Basic",)`` is
    "nonbasic". ``controller`` is ``"you"`` or ``"opponent"`` relative to the ability's controller,
    ``"not_you"`` ("you don't control": any other player, a teammate too, CR 102.3), or
    ``"enchanted_player"`` (the player the source is attached to); ``owner`` is ``"you"``.
    ``chosen_name``: the object has the card name chosen for the source ("spells with the
    chosen name"); judged on the characteristics being matched, so a face-down spell, which
    has no name, never has it (CR 708.4). ``custom(game, oid, you, source)`` may add any
    further test.
    """

    types: tuple[str, ...] = ()
    all_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    all_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    controller: str | None = None
    owner: str | None = None
    other: bool = False
    tapped: bool | None = None
    token: bool | None = None
    keywords: tuple[str, ...] = ()
    not_keywords: tuple[str, ...] = ()
    power_le: int | None = None
    power_ge: int | None = None
    toughness_ge: int | None = None
    mv_le: int | None = None
    attacking: bool | None = None
    face_down: bool | None = None
    name: str | None = None
    zone: Zone = Zone.BATTLEFIELD
    chosen_type: bool = False
    chosen_name: bool = False
    custom: Callable[..., bool] | None = None
    label: str = ""

    def but(self, **kw: Any) -> Filter:
        """This filter with the fields ``kw`` changed (made once per filter and change: a
        filter is immutable, and matching asks for the same variants again and again)."""
        key = (id(self), *kw.items())
        try:
            kept = _VARIANTS.get(key)
        except TypeError:  # an unhashable value (a list): made anew, not kept
            return replace(self, **kw)
        if kept is not None and kept[0] is self:
            return kept[1]
        out = replace(self, **kw)
        if len(_VARIANTS) > 4096:
            _VARIANTS.clear()
        _VARIANTS[key] = (self, out)
        return out


_VARIANTS: dict[tuple[Any, ...], tuple[Filter, Filter]] = {}
"""``Filter.but``'s results by filter (held, so that its id stays its own) and change."""


CREATURE = Filter(types=("Creature",), label="creature")
LAND = Filter(types=("Land",), label="land")
ARTIFACT = Filter(types=("Artifact",), label="artifact")
ENCHANTMENT = Filter(types=("Enchantment",), label="enchantment")
PERMANENT = Filter(label="permanent")
NONLAND_PERMANENT = Filter(not_types=("Land",), label="nonland permanent")
PLANESWALKER = Filter(types=("Planeswalker",), label="planeswalker")
CREATURE_YOU_CONTROL = CREATURE.but(controller="you", label="creature you control")
CREATURE_OPP_CONTROLS = CREATURE.but(controller="opponent", label="creature an opponent controls")
ARTIFACT_OR_ENCHANTMENT = Filter(types=("Artifact", "Enchantment"), label="artifact or enchantment")
CREATURE_OR_PLANESWALKER = Filter(types=("Creature", "Planeswalker"),
                                  label="creature or planeswalker")


def card_in(zone: Zone, *types: str, controller: str | None = "you", **kw: Any) -> Filter:
    """Cards in a zone (for ``controller`` read the zone's owner)."""
    return Filter(types=types, zone=zone, owner=controller, **kw)


@dataclass(frozen=True)
class PlayerFilter:
    """Which players match: ``"any"``, ``"you"``, ``"opponent"``, ``"not_that_player"`` (a
    player other than "that player" of the triggered ability, the player of its triggering
    event: "other than that player" of an ability that triggers at the beginning of that
    player's step)."""

    who: str = "any"
    label: str = "player"


ANY_PLAYER = PlayerFilter("any", "player")
OPPONENT = PlayerFilter("opponent", "opponent")
YOU = PlayerFilter("you", "you")


def enchanted_player_controls(filter: Filter) -> Filter:
    """"[filter] enchanted player controls" (and "[filter] enters under enchanted player's
    control" as a trigger subject): controlled by the player the source (an Aura with enchant
    player, CR 303.4) is attached to."""
    return filter.but(controller="enchanted_player",
                      label=(filter.label or "permanent") + " enchanted player controls")

"""Filters: descriptions of which objects or players something applies to.

Pure data; ``manastack.rules.selectors`` evaluates them against the current characteristics.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from manastack.state.zones import Zone


@dataclass(frozen=True)
class Filter:
    """Which objects match. Empty fields place no restriction.

    ``types`` and ``subtypes`` match if the object has ANY of them; ``all_types`` requires every
    one. ``controller`` is ``"you"`` or ``"opponent"`` relative to the ability's controller.
    ``custom(game, oid, you, source)`` may add any further test.
    """

    types: tuple[str, ...] = ()
    all_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    colorless: bool | None = None
    controller: str | None = None
    owner: str | None = None
    other: bool = False
    tapped: bool | None = None
    token: bool | None = None
    keywords: tuple[str, ...] = ()
    not_keywords: tuple[str, ...] = ()
    power_le: int | None = None
    power_ge: int | None = None
    toughness_le: int | None = None
    mv_le: int | None = None
    mv_ge: int | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    face_down: bool | None = None
    name: str | None = None
    zone: Zone = Zone.BATTLEFIELD
    chosen_type: bool = False
    custom: Callable[..., bool] | None = None
    label: str = ""

    def but(self, **kw: Any) -> Filter:
        return replace(self, **kw)


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
    """Which players match: ``"any"``, ``"you"``, ``"opponent"``, ``"not_active"`` (a player
    other than the active player: "other than that player" of an ability that triggers at the
    beginning of that player's step)."""

    who: str = "any"
    label: str = "player"


ANY_PLAYER = PlayerFilter("any", "player")
OPPONENT = PlayerFilter("opponent", "opponent")
YOU = PlayerFilter("you", "you")

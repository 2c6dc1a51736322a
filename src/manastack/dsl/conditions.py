"""Reusable conditions for card abilities, as records of the vocabulary.

A condition is called as ``condition(game, x, ...)`` where ``x`` is the source's id (static,
activated and triggered abilities: intervening "if", CR 603.4) or the resolution frame (the
``If`` effect); "you" is worked out from it. What each record means in a game is given by the
rules (``manastack.rules.conditions``); this module only describes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.interpreted import Interpreted
from manastack.state.control import controller_of

__all__ = [
    "Coven", "CreaturesDiedThisTurn", "LandsBeforeEntering", "OpponentLostLifeThisTurn",
    "YouControl", "YouControlAToken", "controller_of", "controls_basic_lands",
    "controls_other_lands", "coven", "creatures_died_this_turn", "opponent_lost_life_this_turn",
    "you_control", "you_control_a_token",
]


@dataclass(frozen=True)
class Coven(Interpreted):
    """Coven: "if you control three or more creatures with different powers"."""


@dataclass(frozen=True)
class OpponentLostLifeThisTurn(Interpreted):
    """"If an opponent lost life this turn" (life lost, not a net change: MID-RN-104/159)."""


@dataclass(frozen=True)
class YouControlAToken(Interpreted):
    """"As long as you control a token" (usable by static abilities: no characteristics are
    computed)."""


@dataclass(frozen=True)
class YouControl(Interpreted):
    """"If you control [at least N] [filter]" (for triggered and activated abilities and
    effects; a static ability's condition must not depend on computed characteristics)."""

    filter: Any
    at_least: int = 1

    def __post_init__(self) -> None:
        if self.at_least < 1:
            raise ValueError(f"you_control needs at_least of 1 or more: {self.at_least!r}")


@dataclass(frozen=True)
class CreaturesDiedThisTurn(Interpreted):
    """How many creatures died this turn (CR 700.4: put into a graveyard from the
    battlefield), tokens included, read from this turn's events; usable as an amount
    ``(game, ...)`` and as a condition (none died: false)."""


@dataclass(frozen=True)
class LandsBeforeEntering(Interpreted):
    """"You control [n] or more other [basic] lands", for a land about to enter
    ``(game, card_id, event)``: lands entering at the same time are not on the battlefield
    yet, so they don't count (CR 614.12, MID-RN-032); with ``basic``, only lands with the
    supertype basic count (CR 205.4c, 305.8)."""

    n: int
    basic: bool = False


coven = Coven()
opponent_lost_life_this_turn = OpponentLostLifeThisTurn()
you_control_a_token = YouControlAToken()
creatures_died_this_turn = CreaturesDiedThisTurn()


def you_control(filter: Any, at_least: int = 1) -> YouControl:
    """"If you control [at least N] [filter]" (see ``YouControl``)."""
    return YouControl(filter, at_least)


def controls_other_lands(n: int) -> LandsBeforeEntering:
    """"you control [n] or more other lands", for a land about to enter: lands entering at
    the same time are not on the battlefield yet, so they don't count (MID-RN-032)."""
    return LandsBeforeEntering(n)


def controls_basic_lands(n: int) -> LandsBeforeEntering:
    """"you control [n] or more basic lands", for a land about to enter: a basic land has the
    supertype basic (CR 205.4c, 305.8), so a land with basic land types but not that supertype
    doesn't count, and lands entering at the same time are not on the battlefield yet, so they
    don't count either (CR 614.12)."""
    return LandsBeforeEntering(n, basic=True)

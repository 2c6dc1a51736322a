"""Protection from a quality chosen as the source entered (CR 702.16a, 614.12, 613.1f): the
interpretation of :class:`manastack.dsl.protection.ProtectionFromChosenType`.

The affected object gets the keyword "Protection from [type] creatures", whose quality
``protection_stops`` (``rules.targets``) reads as creatures that have that creature type: it
can't be blocked by them, targeted by their abilities, or dealt damage by them (CR 702.16b-e).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.dsl.abilities import Keyword
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.protection import ProtectionFromChosenType
from manastack.rules.characteristics import reads_own_state
from manastack.rules.dependency import adds_abilities_only
from manastack.state.game_state import GameState


@cache
def protection_from_creatures_of(creature_type: str) -> Keyword:
    """The keyword "Protection from [type] creatures" (CR 702.16a)."""
    return Keyword("Protection", f"{creature_type.lower()} creatures",
                   text=f"Protection from {creature_type} creatures")


@interpreted_by(ProtectionFromChosenType)
def _protection_from_chosen_type(c: ProtectionFromChosenType, g: GameState, ch: Any,
                                 ce: Any) -> None:
    src = g.objects.get(ce.source) if ce.source is not None else None
    kind = src.chosen.get("creature_type") if src is not None else None
    if kind:
        ch.abilities = ch.abilities + (protection_from_creatures_of(kind),)


reads_own_state(ProtectionFromChosenType)  # the choice made for the effect's source only
adds_abilities_only(ProtectionFromChosenType)  # a protection keyword, nothing taken away

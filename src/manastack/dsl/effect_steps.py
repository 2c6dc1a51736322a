"""Steps of effects the prelude builds, as records of the vocabulary: a ``Custom`` effect's step
``(game, frame_id)``, a replacement's test ``applies`` and its ``replace`` ``(game, card_id,
event)``, and a characteristic-defining ability's layer step ``(game, characteristics,
effect)``. What each does in a game is given by the rules (``manastack.rules.effect_steps``);
this module only describes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.interpreted import Interpreted

__all__ = ["BecomesDayFirst", "CreateEmblem", "DiscardChosen", "EnterTapped", "EnterWithCounters",
           "EntersIf", "EntersUntapped", "EntersWhileNeitherDayNorNight", "PTFromCount"]


@dataclass(frozen=True)
class DiscardChosen(Interpreted):
    """Discard the cards chosen as ``var`` that are still in the controller's hand, at once
    (CR 701.9a), and note how many as ``count``."""

    var: str = "discarded"
    count: str = "n_discarded"


@dataclass(frozen=True)
class CreateEmblem(Interpreted):
    """The controller gets the emblem ``name`` (CR 114.1)."""

    name: str


@dataclass(frozen=True)
class BecomesDayFirst(Interpreted):
    """Replace a permanent's entering with "it becomes day, then it enters" (CR 614.1c,
    614.12, 730.1)."""


@dataclass(frozen=True)
class EntersUntapped(Interpreted):
    """A replacement's test: the card is about to enter the battlefield (CR 614.12), not
    already tapped, and ``unless(game, card_id, event)`` (if given) is false."""

    unless: Any = None


@dataclass(frozen=True)
class EntersWhileNeitherDayNorNight(Interpreted):
    """A replacement's test: the card is about to enter the battlefield while it's neither day
    nor night (CR 730.1, 614.12)."""


@dataclass(frozen=True)
class EntersIf(Interpreted):
    """A replacement's test: the card is about to enter the battlefield and
    ``condition(game, card_id)`` (if given) is true (CR 614.12)."""

    condition: Any = None


@dataclass(frozen=True)
class EnterTapped(Interpreted):
    """Replace entering with entering tapped (CR 614.1c)."""


@dataclass(frozen=True)
class EnterWithCounters(Interpreted):
    """Replace entering with entering with ``amount`` more ``kind`` counters (CR 614.1c,
    122.6): a number, ``X()``, ``ManaSpent()``, another amount counted as it would enter, or
    ``fn(game, card_id, event)``."""

    kind: str
    amount: Any = 1


@dataclass(frozen=True)
class PTFromCount(Interpreted):
    """Layer 7a (CR 604.3, 613.4a): power = ``count(game, controller)``, toughness = that plus
    ``plus``."""

    count: Any
    plus: int = 0

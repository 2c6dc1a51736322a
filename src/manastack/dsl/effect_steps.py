"""Steps of effects the prelude builds, as records of the vocabulary: a ``Custom`` effect's step
``(game, frame_id)`` or a replacement's ``replace`` ``(game, card_id, event)``. What each does in
a game is given by the rules (``manastack.rules.effect_steps``); this module only describes.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.interpreted import Interpreted

__all__ = ["BecomesDayFirst", "CreateEmblem", "DiscardChosen"]


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

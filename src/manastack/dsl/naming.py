"""Choosing a card name (CR 201.3): "choose a card name".

Pure description: ``manastack.rules.naming`` gives its meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.one_shot import Effect

__all__ = ["ChooseCardName"]


@dataclass(frozen=True)
class ChooseCardName(Effect):
    """"Choose a card name" (CR 201.3): the controller chooses the name of a card (not a token,
    MID-RN-134); a double-faced card has two names, one per face: either may be chosen, not
    both (CR 201.2, MID-RN-136). Chosen as it enters, it is the permanent's chosen name, which
    ``Filter(chosen_name=True)`` reads."""

    var: str = "chosen_card_name"
    prompt: str = "Choose a card name"

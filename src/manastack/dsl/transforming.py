""""As this permanent transforms into [this face], ..." (CR 712.20) and what such an ability may
do: "attach it to a player" (CR 303.4); returning a card to the battlefield transformed (CR
712.14a).

Pure description: ``manastack.rules.as_transforms`` and ``manastack.rules.zone_effects`` give
their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.dsl.abilities import Ability
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref, Triggerer

__all__ = ["AsTransforms", "AttachToAPlayer", "ReturnTransformed", "as_transforms"]


@dataclass(frozen=True)
class AsTransforms(Ability):
    """"As this permanent transforms into [this face], [effects]": the effects run with
    ``Self()`` the permanent and ``You()`` its controller."""

    effects: tuple[Effect, ...]
    text: str = ""


def as_transforms(*effects: Effect) -> AsTransforms:
    return AsTransforms(tuple(effects))


@dataclass(frozen=True)
class AttachToAPlayer(Effect):
    """"Attach it to a player": the source's controller chooses a player it can enchant (CR
    303.4; not a target, so a player with hexproof may be chosen, MID-RN-196)."""


@dataclass(frozen=True)
class ReturnTransformed(Effect):
    """"Return it to the battlefield transformed under your control [attached to ...]" (CR
    712.14a): each card of ``what`` still in its owner's graveyard enters with its back face
    up; an Aura is attached to the first object of ``attached_to`` as it enters (it doesn't
    target, CR 303.4f). Nothing returns without such an object when one is asked for."""

    what: Ref = field(default_factory=Triggerer)
    attached_to: Ref | None = None

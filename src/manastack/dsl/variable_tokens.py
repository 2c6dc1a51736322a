"""Tokens whose power and toughness an amount gives as the effect creates them ("create an X/X
blue and black Zombie creature token with menace, where X is the total power of the sacrificed
creatures", CR 111.3, 107.3): and the amount "the total power of the sacrificed creatures".

Pure description: ``manastack.rules.tokens`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Amount, Ref, You
from manastack.dsl.tokens import TokenSpec

__all__ = ["CreateTokensPerOwner", "CreateXToken", "SacrificedTotalPower"]


@dataclass(frozen=True)
class CreateXToken(Effect):
    """Create a creature token with ``colors`` (letters), ``subtypes`` and keyword abilities
    ``keywords`` whose power is ``power`` and toughness ``toughness``, both counted as the
    effect creates it (CR 111.3, 608.2h), under ``who``'s control."""

    power: Amount | int
    toughness: Amount | int
    colors: str = ""
    subtypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class SacrificedTotalPower(Amount, Interpreted):
    """"The total power of the sacrificed creatures": the permanents sacrificed to pay the
    spell's cost, as they were sacrificed (CR 601.2h, 608.2h)."""


@dataclass(frozen=True)
class CreateTokensPerOwner(Effect):
    """"Each player creates a [token] for each card they revealed this way": every player in
    the game creates as many ``token`` tokens as they own objects of ``per``, all at once."""

    token: TokenSpec | str
    per: Ref

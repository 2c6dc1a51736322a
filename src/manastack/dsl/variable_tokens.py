"""Tokens in numbers counted as the effect creates them, and the amount "the total power of the
sacrificed creatures" (an X/X token with it is ``CreateToken(spec, x=...)``, CR 111.3, 107.3).

Pure description: ``manastack.rules.tokens`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Amount, Ref
from manastack.dsl.tokens import TokenSpec

__all__ = ["CreateTokensPerOwner", "SacrificedTotalPower"]


@dataclass(frozen=True)
class SacrificedTotalPower(Amount, Interpreted):
    """"The total power of the sacrificed creatures": the permanents sacrificed to pay the
    spell's cost, as they were sacrificed (CR 601.2h, 608.2h). A negative power counts as it is
    in the total (CR 107.1b); a negative total makes a 0/0 token (``rules.tokens``)."""


@dataclass(frozen=True)
class CreateTokensPerOwner(Effect):
    """"Each player creates a [token] for each card they revealed this way": every player in
    the game creates as many ``token`` tokens as they own objects of ``per``, all at once."""

    token: TokenSpec | str
    per: Ref

"""Tests and amounts about players: the player an Aura with enchant player is attached to
(CR 303.4, 702.5a) and how many spells a player has cast this turn (CR 601.2i).

Pure description: ``manastack.rules.player_tests`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.refs import Amount, Ref, You

__all__ = ["BY_ENCHANTED_PLAYER", "ByEnchantedPlayer", "SpellsCastThisTurn"]


@dataclass(frozen=True)
class ByEnchantedPlayer(Interpreted):
    """A trigger test: the player of the event ("whenever enchanted player casts a spell") is
    the player the source (an Aura with enchant player, CR 303.4) is attached to."""


BY_ENCHANTED_PLAYER = ByEnchantedPlayer()


@dataclass(frozen=True)
class SpellsCastThisTurn(Amount, Interpreted):
    """How many spells the (first) player of ``who`` has cast this turn, the spell just cast
    included (CR 601.2i): "other than the first spell they cast each turn" is
    ``at_least(SpellsCastThisTurn(TriggerPlayer()), 2)``. Copies aren't cast (CR 707.10)."""

    who: Ref = field(default_factory=You)

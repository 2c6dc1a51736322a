"""Players: the player an Aura with enchant player is attached to (CR 303.4, 702.5a), how many
spells a player has cast this turn (CR 601.2i), comparisons between players ("if an opponent
has more life than you", "the player who controls the most Wizards"), the players something
didn't happen to this way, and life totals that become a number (CR 119.5).

Pure description: ``manastack.rules.players`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from manastack.dsl.abilities import TriggeredAbility
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Amount, EachPlayer, Ref, You

__all__ = ["BY_ENCHANTED_PLAYER", "CONTROLLER_OF_TRIGGERER", "AnOpponentHasMore", "HighestNumber",
           "HighestNumberPlayers", "LifeAtLeastNoted", "NoteLifeTotal", "ByEnchantedPlayer", "ControlsMost",
           "LifeTotalsBecome", "PlayersWhoDidnt", "SpellsCastThisTurn", "TriggererController", "YouAre", "targets_chosen_by"]


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


@dataclass(frozen=True)
class AnOpponentHasMore(Interpreted):
    """A condition: some opponent's ``measure`` is greater than yours, each player's measured
    as if they were "you" ("if an opponent has more life than you": ``LifeTotal()``; "controls
    more creatures than you": ``CountOf(CREATURE_YOU_CONTROL)``; "has more cards in hand than
    you": ``CountOf(card_in(Zone.HAND))``)."""

    measure: Any


@dataclass(frozen=True)
class ControlsMost(Ref, Interpreted):
    """"The player who controls the most [objects of ``of``]": the one player who controls
    more of them than each other player; no one when two or more tie for the most."""

    of: Ref


@dataclass(frozen=True)
class YouAre(Interpreted):
    """A condition: you are one of the players of ``who`` ("if you are one of those players",
    "if you control more ... than each other player" with ``ControlsMost``)."""

    who: Ref


@dataclass(frozen=True)
class PlayersWhoDidnt(Ref, Interpreted):
    """"Each player who didn't [discard a creature card] this way": the players in the game
    none of whose events remembered by ``Tally(..., var)`` was about an object matching
    ``filter`` as it last existed (CR 608.2h)."""

    var: str
    filter: Filter


@dataclass(frozen=True)
class LifeTotalsBecome(Effect):
    """"Each player's life total becomes [amount]" (CR 119.5): ``amount`` is counted for each
    player of ``who`` as if that player were "you"; each gains or loses the difference, all at
    once."""

    amount: Any
    who: Ref = field(default_factory=EachPlayer)


@dataclass(frozen=True)
class TriggererController(Interpreted):
    """``(game, source, event) -> player``: the controller of the object the triggering event
    was about ("that creature's controller"), or None if it is gone."""


CONTROLLER_OF_TRIGGERER = TriggererController()


def targets_chosen_by(ability: TriggeredAbility, chooser: Any) -> TriggeredAbility:
    """A triggered ability whose targets another player chooses as it is put on the stack
    ("that creature's controller may have target creature of their choice ...", CR 603.3d):
    ``chooser(game, source, event)`` names that player (None: the controller)."""
    return replace(ability, target_chooser=chooser)


@dataclass(frozen=True)
class HighestNumber(Amount, Interpreted):
    """The highest of the numbers the players chose with ``SecretNumbers(var)`` (0 if none)."""

    var: str = "numbers"


@dataclass(frozen=True)
class HighestNumberPlayers(Ref, Interpreted):
    """"Each player with the highest number": the players who chose ``HighestNumber(var)``."""

    var: str = "numbers"


@dataclass(frozen=True)
class NoteLifeTotal(Effect):
    """"Note your life total": kept with the source permanent as its ``note`` value (as it
    enters, in ``as_enters(..., notes=(note,))``; later, on the permanent itself)."""

    note: str = "noted_life"


@dataclass(frozen=True)
class LifeAtLeastNoted(Interpreted):
    """A condition: your life total is at least the last life total noted for the source
    under ``note`` (false while none is noted; once the source is gone, the last noted as it
    last existed, CR 608.2h)."""

    note: str = "noted_life"

"""References to what an instruction did "this way" (CR 608.2c): the objects cards became when
they were put into a zone by an earlier instruction of the same resolution (CR 400.7), and how
many of the objects something happened to this way matched a description.

Pure description: ``manastack.rules.tally`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Amount, Ref
from manastack.state.zones import Zone

__all__ = ["DeterminedOnce", "PutInto", "Remember", "TalliedMatching", "TotalPower"]


@dataclass(frozen=True)
class PutInto(Ref, Interpreted):
    """"The card(s) put into ``zone`` this way": the new objects (CR 400.7) of the zone changes
    remembered by ``Tally(..., var)`` that put a card into ``zone`` and are still there. A card
    a replacement effect sent elsewhere wasn't put there (CR 614.6); one that has left since
    is a new object again and isn't found."""

    var: str
    zone: Zone


@dataclass(frozen=True)
class TalliedMatching(Amount, Interpreted):
    """How many of the events remembered by ``Tally(..., var)`` were about an object that
    matched ``filter`` as it last existed (CR 608.2h), wherever it went: "if a land was
    destroyed this way" is ``at_least(TalliedMatching("destroyed", LAND), 1)`` after
    ``Tally((Destroy(...),), "destroyed", cause="destroy")``."""

    var: str
    filter: Filter


@dataclass(frozen=True)
class Remember(Effect):
    """Keep what ``what`` stands for now under ``var`` ("that player" of "enchanted permanent's
    controller sacrifices a nonland permanent, then that player loses 1 life": the player is
    the one determined before the sacrifice, CR 608.2c); later read as ``Var(var)``."""

    what: Ref
    var: str


@dataclass(frozen=True)
class DeterminedOnce(Amount, Interpreted):
    """An X its text defines, determined once as the ability resolves (CR 107.3c, 107.3i,
    608.2h): every instance of it read during that resolution has the value it had the first
    time ("you draw X cards and you lose X life, where X is the number of creature cards in
    target player's graveyard": a draw replaced by a discard into that graveyard doesn't
    change the life lost). The value is kept in the resolution's frame under ``var``, which
    tells apart two such values of one ability."""

    amount: Amount
    var: str = "determined_x"


@dataclass(frozen=True)
class TotalPower(Amount, Interpreted):
    """The total power of the objects of ``of`` ("the total power of the cards exiled this
    way": ``TotalPower(Var("exiled_new"))`` after ``Tally((MoveTo(..., Zone.EXILE),),
    "exiled")``), each as it is now or as it last existed (CR 608.2h)."""

    of: Ref

"""Records of one-shot effects on combat and on what a permanent is: whom creatures may attack
(CR 508.1c), who declares the blocks (CR 509.1), becoming a copy (CR 707.2, 707.9b). Their
meaning is in ``manastack.rules.permanent_effects``."""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref


@dataclass(frozen=True)
class CantAttackYouUntilYourNextTurn(Effect):
    """"Creatures [the players of ``players``] control can't attack you or planeswalkers you
    control until your next turn" (CR 508.1c, 611.2b): it holds for every creature those
    players control during that time, and ends as your next turn begins."""

    players: Ref


@dataclass(frozen=True)
class ChooseBlocks(Effect):
    """"You choose which creatures block this combat and how those creatures block" (CR 509.1
    as changed by an effect): this combat, the controller declares the blocks of every
    defending player, with all of their restrictions and requirements."""


@dataclass(frozen=True)
class BecomeCopyOf(Effect):
    """"~ becomes a copy of [that card], except it has this ability" (CR 707.2, 707.9b): the
    source's copiable values become the card's, with the resolving ability added to them."""

    what: Ref

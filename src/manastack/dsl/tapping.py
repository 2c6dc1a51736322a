"""Tapping and untapping chosen permanents by who controls them (CR 701.26), doubling power and
toughness until end of turn (CR 701.10b, 611.2c), and every target of a spell or ability.

Pure description: ``manastack.rules.tapping`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Ref

__all__ = ["AllTargets", "DoublePowerAndToughness", "UntapYoursTapTheRest"]


@dataclass(frozen=True)
class AllTargets(Ref, Interpreted):
    """Every target chosen for the spell or ability, slot after slot, each once ("the chosen
    permanents" of "choose up to one target artifact, up to one target creature, and ...")."""


@dataclass(frozen=True)
class UntapYoursTapTheRest(Effect):
    """"Untap the chosen permanents you control. Tap the chosen permanents you don't control"
    (CR 701.26): the permanents of ``what`` on the battlefield, all at once."""

    what: Ref


@dataclass(frozen=True)
class DoublePowerAndToughness(Effect):
    """"Double the power and toughness of [each of what] until end of turn": each gets +X/+Y
    where X and Y are its power and toughness as the effect begins (CR 701.10b, 701.10c)."""

    what: Ref

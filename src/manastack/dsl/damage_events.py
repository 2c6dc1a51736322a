"""Damage that was dealt, as a triggered ability sees it (CR 120, 603.2): "whenever a creature
deals damage to you", "whenever a spell deals damage to ~", "that creature", "that spell's
controller", "that much"; whom damage is dealt to, for a trigger or a replacement ("if a spell
would deal damage to you or another permanent you control"); and removing every counter of a
kind (CR 122.1).

Pure description: ``manastack.rules.damage_events`` gives their meaning.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import Amount, Ref

__all__ = ["DAMAGE_BY_A_CREATURE", "DAMAGE_BY_A_SPELL", "DAMAGE_TO_YOU", "DamageBy",
           "DamageDealt", "DamageSource", "DamageSourceController", "DamageTo", "DamageToYou",
           "RemoveAllCounters"]


@dataclass(frozen=True)
class DamageBy(Interpreted):
    """A trigger test of a damage event: its source was a ``"creature"`` (as it was when it
    dealt the damage, and not a spell on the stack) or a ``"spell"`` (CR 120.2)."""

    kind: str


DAMAGE_BY_A_CREATURE = DamageBy("creature")
DAMAGE_BY_A_SPELL = DamageBy("spell")


@dataclass(frozen=True)
class DamageToYou(Interpreted):
    """A trigger test of a damage event: the damage was dealt to the source's controller."""


DAMAGE_TO_YOU = DamageToYou()


@dataclass(frozen=True)
class DamageTo(Interpreted):
    """A test of a damage event (a trigger's or a replacement's, called ``(game, source,
    event)``) by whom it is dealt to, above 0: ``"you"`` — the source's controller or a
    permanent they control ("you or a permanent you control"; with ``another``, not the
    source itself: "you or another permanent you control"); ``"opponent"`` — an opponent of
    the source's controller or a permanent an opponent controls (CR 120.1, 102.2)."""

    whose: str
    another: bool = False


@dataclass(frozen=True)
class DamageSource(Ref, Interpreted):
    """"That creature", "that source": the source of the triggering damage (wherever it is
    now; an effect that needs a permanent finds it only on the battlefield)."""


@dataclass(frozen=True)
class DamageSourceController(Ref, Interpreted):
    """"That spell's controller": the controller of the triggering damage's source as it was
    when it dealt the damage (CR 608.2h)."""


@dataclass(frozen=True)
class DamageDealt(Amount, Interpreted):
    """"That much": the damage of the triggering damage event alone (not the other combat
    damage its source dealt at the same time)."""


@dataclass(frozen=True)
class RemoveAllCounters(Effect):
    """"Remove all [kind] counters from [what]" (CR 122.1): from each permanent of ``what``,
    as many as it has."""

    what: Ref
    kind: str

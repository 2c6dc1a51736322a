"""Tests a filter's ``custom`` names (``Filter.custom``), records whose meaning the rules give
(``manastack.rules.trigger_tests``): "that player controls" of a damage trigger, "that was
dealt damage this turn", "with a [kind] counter on it".

They are apart from ``dsl.filters`` because they derive from ``Interpreted``: ``Filter`` itself is
a plain record, which the optional compiled build compiles (tools/compiled.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.dsl.filters import CREATURE
from manastack.dsl.interpreted import Interpreted


@dataclass(frozen=True)
class ControlledByDamagedPlayer(Interpreted):
    """A filter test: the object is controlled by the player dealt damage in the event that
    triggered the source's triggered ability now on the stack ("target creature that player
    controls")."""


CREATURE_DAMAGED_PLAYER_CONTROLS = CREATURE.but(custom=ControlledByDamagedPlayer(),
                                                label="creature that player controls")
"""For "Whenever ~ deals combat damage to a player, ... target creature that player
controls"."""


@dataclass(frozen=True)
class DealtDamageThisTurn(Interpreted):
    """``Filter.custom`` test for "that was dealt damage this turn": this object (CR 400.7:
    not an earlier object of the same card) was dealt damage this turn, read from this turn's
    damage events (damage that was prevented wasn't dealt, CR 615.1); the damage needn't still
    be marked on it."""


dealt_damage_this_turn = DealtDamageThisTurn()


@dataclass(frozen=True)
class WithCounter(Interpreted):
    """``Filter.custom`` test for "with a [kind] counter on it": the permanent has at least one
    counter of that kind (CR 122.1), however it got there."""

    kind: str = "+1/+1"

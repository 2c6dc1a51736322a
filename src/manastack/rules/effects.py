"""Carrying out one-shot effects (CR 610) and creating continuous effects (CR 611).

Each effect record of ``manastack.dsl.effects`` has a handler in the rules module named after its
CR concept; importing this module registers them all:

* ``one_shot``: the dispatch and the shared readings, and the structuring effects (CR 608.2c-e);
* ``damage_and_life`` (CR 119, 120, 615, 701.14), ``draw_discard`` (CR 121, 701.9, 701.17),
  ``library_manipulation`` (CR 701.20-701.25), ``zone_effects`` (CR 701.6, 701.8, 701.19,
  701.21), ``permanent_effects`` (CR 701.3, 701.26, 701.27, 506.4), ``counters`` (CR 122),
  ``tokens`` (CR 111, 701.16), ``continuous`` (CR 611-613), ``choosing`` (CR 608.2d),
  ``paying`` (CR 106, 118), ``delayed_effects`` (CR 603.7, 603.12), ``target_change``
  (CR 115.7), ``winning_and_losing`` (CR 104).

The names other modules use are re-exported here.
"""

from __future__ import annotations

from manastack.rules import (  # noqa: F401 - importing registers the handlers
    choosing,
    counters,
    delayed_effects,
    paying,
    permanent_effects,
    target_change,
    winning_and_losing,
    zone_effects,
)
from manastack.rules.continuous import add_effect
from manastack.rules.damage_and_life import division_shares
from manastack.rules.draw_discard import discard
from manastack.rules.library_manipulation import shuffle
from manastack.rules.one_shot import EFFECTS, EffectFn, amt, effect, objs, on_battlefield, players
from manastack.rules.tokens import token_card

__all__ = ["EFFECTS", "EffectFn", "add_effect", "amt", "discard", "division_shares", "effect",
           "objs", "on_battlefield", "players", "shuffle", "token_card"]

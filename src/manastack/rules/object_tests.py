"""The rules' meaning of the filter tests of :mod:`manastack.dsl.object_tests`: a card among the
top cards of a library (CR 401.1), a spell or a permanent (CR 110.1, 112.1, 113.1a), a mana
ability (CR 605.1a), a creature blocking the source (CR 509.1g).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import object_tests as T
from manastack.dsl.abilities import ActivatedAbility, TriggeredAbility
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@interpreted_by(T.InTopOfLibrary)
def _in_top_of_library(t: T.InTopOfLibrary, g: GameState, oid: int, you: int,
                       source: Any) -> bool:
    return oid in g.players[you].library[:t.amount]


@interpreted_by(T.SpellOrPermanent)
def _spell_or_permanent(t: T.SpellOrPermanent, g: GameState, oid: int, you: int,
                        source: Any) -> bool:
    o = g.objects[oid]
    return o.zone is Zone.BATTLEFIELD or o.stack.get("kind") == "spell"


@interpreted_by(T.HasManaAbility)
def _has_mana_ability(t: T.HasManaAbility, g: GameState, oid: int, you: int,
                      source: Any) -> bool:
    return any(isinstance(a, ActivatedAbility | TriggeredAbility) and a.is_mana_ability
               for a in chars(g, oid).abilities)


@interpreted_by(T.BlockingThis)
def _blocking_this(t: T.BlockingThis, g: GameState, oid: int, you: int, source: Any) -> bool:
    return g.combat is not None and source in g.combat.blockers.get(oid, ())


@interpreted_by(T.WasBlockingThis)
def _was_blocking_this(t: T.WasBlockingThis, g: GameState, source: int, ev: Any) -> bool:
    return ev.lki is not None and ev.lki.is_creature and source in ev.data.get("blocking", ())

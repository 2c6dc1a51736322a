"""Damage replaced by milling (CR 614.1a, 701.17a): the interpretation of the records of
:mod:`manastack.dsl.damage_replacement`.

The replaced damage becomes a ``mill`` event of the player it would have been dealt to, for as
many cards as the damage; the pipeline turns a mill event into the moves of the top cards of
that library to its owner's graveyard (``rules.pipeline``), each of which may be replaced in
turn. Combat damage is dealt at once (CR 510.2): several replaced damage events of one combat
damage step mill different cards, together, as one event.
"""

from __future__ import annotations

from manastack.dsl.damage_replacement import CombatDamageToAPlayerBy, MillInstead
from manastack.dsl.interpreted import interpreted_by
from manastack.rules.events import Event
from manastack.state.game_state import GameState


@interpreted_by(CombatDamageToAPlayerBy)
def _combat_damage_to_a_player_by(c: CombatDamageToAPlayerBy, g: GameState, source: int,
                                  ev: Event) -> bool:
    if ev.amount <= 0 or not ev.data.get("combat") or ev.obj is not None or ev.player is None:
        return False
    if ev.source is None or ev.source not in g.objects:
        return False
    from manastack.rules.characteristics import chars
    from manastack.rules.selectors import matches
    return source in g.objects and matches(g, ev.source, c.by, chars(g, source).controller,
                                           source)


@interpreted_by(MillInstead)
def _mill_instead(c: MillInstead, g: GameState, source: int, ev: Event) -> Event:
    return Event("mill", player=ev.player, amount=ev.amount, source=ev.source,
                 data={"replaced": "damage"})

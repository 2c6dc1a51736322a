"""Flame Channeler // Embodiment of Flame: what its card module
(``manastack.cards.mid.flame_channeler``, with the Oracle text and the rulings) can't say in
the vocabulary, as the extensions ``flame_channeler_spell_you_control_deals_damage``,
``embodiment_of_flame_exile_top_may_play`` (CR 603.2c, 406.1, 305.1).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules import play_from_exile
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension
from manastack.rules.instructions import handler, push


@extension("flame_channeler_spell_you_control_deals_damage")
def _spell_you_control_dealt_damage(g: Any, source: int, ev: Any) -> bool:
    """A spell on the stack (MID-RN-218) controlled by this permanent's controller dealt the
    damage — not a permanent it became (MID-RN-220) nor a creature it made fight (MID-RN-219).
    Damage a spell deals to several recipients at once is one event for this (CR 603.2c)."""
    from manastack.rules.pipeline import emitting

    def by_spell(e: Any) -> bool:
        if e.kind != "damage" or e.source not in g.objects:
            return False
        s = g.objects[e.source]
        return s.zone is Zone.STACK and s.stack.get("kind") == "spell" and \
            s.controller == g.objects[source].controller
    if not by_spell(ev):
        return False
    first = next((e for e in emitting() if by_spell(e) and e.source == ev.source), None)
    return first is ev


@extension("embodiment_of_flame_exile_top_may_play")
def _exile_top(g: Any, fid: int) -> None:
    """Exile the top card of your library; you may play it this turn (CR 406.1; a land is
    played as a special action, CR 305.1)."""
    you = g.frames[fid]["controller"]
    lib = g.players[you].library
    if not lib:
        return
    push(g, "embodiment_of_flame_grant", you, len(g.log))
    submit(g, Event("zone_change", obj=lib[0], from_zone=Zone.LIBRARY, to_zone=Zone.EXILE,
                    player=you, data={"cause": "embodiment_of_flame"}))


@handler("embodiment_of_flame_grant")
def _grant(g: Any, you: int, start: int) -> None:
    for ev in g.log[start:]:
        if ev.kind == "zone_change" and ev.data.get("cause") == "embodiment_of_flame" \
                and ev.to_zone is Zone.EXILE and ev.new_obj is not None:
            play_from_exile.grant(g, ev.new_obj, you)


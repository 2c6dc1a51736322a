"""Flame Channeler // Embodiment of Flame — {1}{R} Creature — Human Wizard 2/2 //
Creature — Elemental Wizard 3/3 (red).

Oracle: Front: "When a spell you control deals damage, transform Flame Channeler."
Back: "Whenever a spell you control deals damage, put a flame counter on Embodiment of Flame. /
{1}, Remove a flame counter from Embodiment of Flame: Exile the top card of your library. You
may play that card this turn."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules import play_from_exile
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push


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


SPELL_DEALS_DAMAGE = Trigger("damage", test=_spell_you_control_dealt_damage,
                            label="a spell you control deals damage")


def _exile_top(g: Any, fid: int) -> None:
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


FACES = [
    [triggered(SPELL_DEALS_DAMAGE, Transform())],
    [
        triggered(SPELL_DEALS_DAMAGE, PutCounters(Self(), "flame")),
        activated(Cost(mana=ManaCost.parse("{1}"), remove_counters=("flame", 1)),
                  Custom(_exile_top, "embodiment_of_flame_exile")),
    ],
]

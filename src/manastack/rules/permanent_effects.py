"""One-shot effects on a permanent's status and place in the game: tap and untap (CR 701.26),
attach (CR 701.3), transform (CR 701.27), removal from combat (CR 506.4), and making it day or
night (CR 730).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.events import Event, submit
from manastack.rules.one_shot import effect, objs, on_battlefield
from manastack.rules.pipeline import submit_batch
from manastack.state.game_state import GameState


@effect(E.TapEffect)
def _tap(g: GameState, e: E.TapEffect, fid: int, frame: dict[str, Any]) -> None:
    submit_batch(g, [Event("tap", obj=o) for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.UntapEffect)
def _untap(g: GameState, e: E.UntapEffect, fid: int, frame: dict[str, Any]) -> None:
    submit_batch(g, [Event("untap", obj=o) for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.Attach)
def _attach(g: GameState, e: E.Attach, fid: int, frame: dict[str, Any]) -> None:
    targets = on_battlefield(g, objs(g, e.to, frame))
    what = on_battlefield(g, objs(g, e.what, frame))
    if not targets or not what:
        return
    submit(g, Event("attach", obj=what[0], data={"to": targets[0]}))


@effect(E.SetDayNight)
def _set_day_night(g: GameState, e: E.SetDayNight, fid: int, frame: dict[str, Any]) -> None:
    submit(g, Event("day_night", data={"value": e.value}))


@effect(E.Transform)
def _transform(g: GameState, e: E.Transform, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.transform import transform_effect
    transform_effect(g, on_battlefield(g, objs(g, e.what, frame)), frame)


@effect(E.RemoveFromCombat)
def _remove_from_combat(g: GameState, e: E.RemoveFromCombat, fid: int,
                        frame: dict[str, Any]) -> None:
    """CR 506.4: a creature removed from combat stops being an attacking, blocking, blocked or
    unblocked creature; a creature it blocked stays blocked (CR 509.1h)."""
    c = g.combat
    if c is None:
        return
    for oid in on_battlefield(g, objs(g, e.what, frame)):
        if oid not in c.attackers and oid not in c.blockers:
            continue
        c.remove(oid)
        g.log.append(Event("removed_from_combat", obj=oid))


"""One-shot effects that move objects between zones: destroy (CR 701.8) and regenerate (CR
701.19), sacrifice (CR 701.21), counter (CR 701.6), and "put/return/exile" moves (CR 400.7, 610.3),
returning a card to the battlefield transformed (CR 712.14a).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.refs import OwnerOf
from manastack.dsl.transforming import ReturnTransformed
from manastack.rules.amounts import resolve_ref
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.one_shot import amt, effect, objs, on_battlefield, players
from manastack.rules.pipeline import submit_batch
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


@effect(E.Destroy)
def _destroy(g: GameState, e: E.Destroy, fid: int, frame: dict[str, Any]) -> None:
    evs = [Event("destroy", obj=o, data={"no_regen": e.no_regen})
           for o in on_battlefield(g, objs(g, e.what, frame))]
    submit_batch(g, evs)


@effect(E.Sacrifice)
def _sacrifice(g: GameState, e: E.Sacrifice, fid: int, frame: dict[str, Any]) -> None:
    if e.what is not None:
        evs = [Event("sacrifice", obj=o, player=g.objects[o].controller)
               for o in on_battlefield(g, objs(g, e.what, frame))
               if chars(g, o).controller == frame["controller"]]
        submit_batch(g, evs)
        return
    n = amt(g, e.amount, frame)
    ps = players(g, e.who, frame)
    push(g, "sacrifice_pick", tuple(ps), e.filter, n, (), fid)


@handler("sacrifice_pick")
def _sacrifice_pick(g: GameState, ps: tuple[int, ...], f: Any, n: int, chosen: tuple[int, ...],
                    fid: int) -> None:
    """Each player in turn chooses what to sacrifice; all are sacrificed at once (CR 101.4).
    A choice of a player who left the game meanwhile left with their permanents (CR 800.4a)."""
    chosen = tuple(o for o in chosen if o in g.objects)
    if not ps:
        submit_batch(g, [Event("sacrifice", obj=o, player=g.objects[o].controller)
                         for o in chosen if o in g.objects])
        return
    p = ps[0]
    mine = [o for o in g.battlefield if chars(g, o).controller == p and o not in chosen and
            (f is None or matches(g, o, f.but(controller=None), p, None))]
    picked_here = [o for o in chosen if chars(g, o).controller == p]
    if len(picked_here) >= n or not mine:
        push(g, "sacrifice_pick", ps[1:], f, n, chosen, fid)
        return
    if len(mine) <= n - len(picked_here):
        push(g, "sacrifice_pick", ps[1:], f, n, chosen + tuple(mine), fid)
        return
    push(g, "sacrifice_picked", ps, f, n, chosen, fid)
    ask(g, p, "sacrifice", tuple(mine), fid, "sac", prompt="Choose a permanent to sacrifice")


@handler("sacrifice_picked")
def _sacrifice_picked(g: GameState, ps: tuple[int, ...], f: Any, n: int,
                      chosen: tuple[int, ...], fid: int) -> None:
    pick = g.frames[fid].pop("sac")
    push(g, "sacrifice_pick", ps, f, n, chosen + (pick,), fid)


@effect(E.MoveTo)
def _move_to(g: GameState, e: E.MoveTo, fid: int, frame: dict[str, Any]) -> None:
    if e.attacking and e.zone is Zone.BATTLEFIELD and "attack_target" not in frame:
        from manastack.rules.exile_until import attack_candidates
        cands = attack_candidates(g, frame["controller"])
        if len(cands) > 1:
            push(g, "effect", e, fid)
            ask(g, frame["controller"], "choose_option", cands, fid, "attack_target",
                prompt="Choose the player or planeswalker it attacks")
            return
        frame["attack_target"] = cands[0] if cands else None
    evs = []
    # "under its owner's control" (``under=OwnerOf(...)``): each object under its own owner's,
    # when the objects moved together have different owners (CR 110.2)
    each_owner = isinstance(e.under, OwnerOf)
    # A phased-out permanent is treated as though it doesn't exist: it stays (CR 702.26b)
    moved = [o for o in objs(g, e.what, frame)
             if not (g.objects[o].zone is Zone.BATTLEFIELD and g.objects[o].phased_out)]
    for o in moved:
        obj = g.objects[o]
        data: dict[str, Any] = {"position": e.position}
        if e.zone is Zone.BATTLEFIELD:
            data["tapped"] = e.tapped
            under = players(g, e.under, frame) if e.under is not None else []
            data["controller"] = obj.owner if each_owner else \
                under[0] if under else frame["controller"]
            data["face_down"] = e.face_down
            if e.attacking and frame.get("attack_target") is not None:
                data["attacking"] = frame["attack_target"]
            if e.attached_to is not None:
                # "return it to the battlefield attached to you" (CR 303.4f); with nothing
                # it may enchant there, it stays where it is (303.4g)
                to = resolve_ref(g, e.attached_to, frame)
                to = [x for x in to if (g.players[x].in_game if is_player_id(x) else
                                        x in g.objects and g.objects[x].zone is
                                        Zone.BATTLEFIELD)]
                if not to:
                    continue
                data["attach_to"] = to[0]
            if e.entering is not None:
                # CR 611.2e: what it "is" applies as it enters (``entering_effect``)
                data["entering_effect"] = (e.entering, frame["controller"], frame.get("source"))
        if obj.zone is Zone.STACK and obj.card_key is None:
            continue
        evs.append(Event("zone_change", obj=o, from_zone=obj.zone, to_zone=e.zone,
                         player=obj.owner, data=data))
    if e.shuffle and evs:
        # CR 701.24: each owner shuffles once, after all the cards have moved
        owners = sorted({ev.player for ev in evs if ev.player is not None})
        push_all(g, [("shuffle", p) for p in owners])
    submit_batch(g, evs)


@effect(E.Regenerate)
def _regenerate(g: GameState, e: E.Regenerate, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.19: a regeneration shield for each object, until end of turn."""
    for o in on_battlefield(g, objs(g, e.what, frame)):
        add_shield(g, Shield(new_shield_id(g), "destroy", _regen_applies, _regen_replace,
                             frame["controller"], frame.get("source"), (o,), uses=1,
                             until="eot", label="regenerate"))


def _regen_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    return ev.obj == sh.data[0] and not ev.data.get("no_regen")


def _regen_replace(g: GameState, sh: Shield, ev: Event) -> Event:
    return Event("regenerate", obj=ev.obj)


@effect(E.CounterSpell)
def _counter(g: GameState, e: E.CounterSpell, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.6: a countered spell goes to its owner's graveyard; an ability just leaves."""
    for o in objs(g, e.what, frame):
        obj = g.objects[o]
        if obj.zone is not Zone.STACK:
            continue
        submit(g, Event("counter", obj=o, data={"to": e.to}))



@effect(ReturnTransformed)
def _return_transformed(g: GameState, e: ReturnTransformed, fid: int,
                        frame: dict[str, Any]) -> None:
    """CR 712.14a: it enters with its back face up, under the controller's control; an Aura
    is attached as it enters (CR 303.4f)."""
    hosts = objs(g, e.attached_to, frame) if e.attached_to is not None else []
    if e.attached_to is not None and not hosts:
        return
    data: dict[str, Any] = {"face": 1, "controller": frame["controller"]}
    if hosts:
        data["attach_to"] = hosts[0]
    for card in objs(g, e.what, frame):
        if g.objects[card].zone is Zone.GRAVEYARD:
            submit(g, Event("zone_change", obj=card, from_zone=Zone.GRAVEYARD,
                            to_zone=Zone.BATTLEFIELD, player=g.objects[card].owner, data=data))

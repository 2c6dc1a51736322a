""""As [this permanent] enters, ..." (CR 614.1c, 614.12): the choices and copy effects a
permanent's own "as enters" abilities make just before it enters the battlefield, however it
enters.

A permanent spell makes them as it resolves (``manastack.rules.resolution``). A card put onto
the battlefield by anything else (a land played, a card returned from a graveyard or from
exile) makes them when its zone change is about to happen, before the move is applied: the
abilities are those of the face it will enter with (CR 614.12), and nothing enters in between.
For cards moved at the same time (one ``batch`` event), each card's choices are made before any
of them moves, so one can't choose or copy another entering with it (ruling on Clone: "You may
choose only a creature that's already on the battlefield."). A card entering face down has no
abilities (CR 708.2) and makes no choices. Several tokens created as copies of something with such
an ability make their choices each for itself (CR 707.2): the event creating them is made one
event for each token, all in one batch.

The results travel in the zone-change event's data as they do for a resolving spell: the
``chosen`` values (``chosen_*`` frame variables and a chosen creature type) and ``copy_of``
(CR 707.2); ``as_enters_done`` marks an event whose choices are made.

An Aura put onto the battlefield other than by resolving as an Aura spell, by an effect that
doesn't say what it will enchant, is attached to what the player it enters under chooses as it
enters (CR 303.4f): an object or player its enchant ability allows, that it may enchant (not
one with protection from it, 702.16c); nothing is targeted, so hexproof and shroud don't
matter. With nothing it could enchant, it stays in the zone it was in (303.4g).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.registry import card_def
from manastack.dsl.abilities import AsEnters
from manastack.dsl.effects import Effect
from manastack.rules.characteristics import Chars
from manastack.rules.choices import ask
from manastack.rules.day_night import entering_face
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push, push_all
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def entering_data(frame: dict[Any, Any]) -> dict[str, Any]:
    """What "as enters" effects stored in ``frame``, as zone-change data."""
    chosen = {k[7:]: v for k, v in frame.items() if isinstance(k, str) and k.startswith("chosen_")}
    if "creature_type" in frame:
        chosen["creature_type"] = frame["creature_type"]
    out: dict[str, Any] = {}
    if chosen:
        out["chosen"] = chosen
    if frame.get("copy_of") is not None:
        out["copy_of"] = frame["copy_of"]  # "enter as a copy of" (CR 707.2, 614.1c)
    return out


def _effects(g: GameState, ev: Event) -> tuple[Effect, ...]:
    """The "as enters" effects still to run for a zone change onto the battlefield, or for a
    token created as a copy, which has the copied "as enters" abilities (CR 707.2, 614.12)."""
    if ev.kind == "create_token" and ev.data.get("copy_of") is not None and \
            not ev.data.get("as_enters_done"):
        return tuple(e for a in ev.data["copy_of"].abilities if isinstance(a, AsEnters)
                     for e in a.effects)
    if ev.kind != "zone_change" or ev.to_zone is not Zone.BATTLEFIELD or \
            ev.data.get("as_enters_done") or ev.data.get("face_down") or ev.obj not in g.objects:
        return ()
    o = g.objects[ev.obj]
    if o.card_key is None or o.is_token:
        return ()
    face = int(ev.data.get("face", 0))
    faces = card_def(o.card_key).faces
    abilities = faces[face].abilities if face < len(faces) else ()
    return tuple(e for a in abilities if isinstance(a, AsEnters) for e in a.effects)


def start_as_enters(g: GameState, ev: Event) -> bool:
    """If ``ev`` (a zone change or a batch of simultaneous events) moves a card onto the
    battlefield whose "as enters" choices aren't made yet, queue the first card's effects
    followed by the event again, and return True. An Aura's choice of what it enchants comes
    first (CR 303.4f)."""
    if ev.kind == "batch":
        for i, member in enumerate(ev.data["events"]):
            if _unattached_aura(g, member):
                _choose_host(g, ev, i, member)
                return True
            effects = _effects(g, member)
            if effects and member.amount > 1:
                events = list(ev.data["events"])
                events[i:i + 1] = _one_by_one(member)
                submit(g, ev.but(data={**ev.data, "events": tuple(events)}))
                return True
            if effects:
                _queue(g, ev, i, member, effects)
                return True
        return False
    if _unattached_aura(g, ev):
        _choose_host(g, ev, -1, ev)
        return True
    effects = _effects(g, ev)
    if not effects:
        return False
    if ev.kind == "create_token":
        submit(g, Event("batch", data={"events": _one_by_one(ev)}))
        return True
    _queue(g, ev, -1, ev, effects)
    return True


def _one_by_one(ev: Event) -> tuple[Event, ...]:
    """The tokens an event creates as copies of something with an "as enters" ability, one
    event each: each token is an object of its own, whose ability makes its own choices as it
    enters (CR 614.12, 707.2: two tokens copying Riders of Gavony may choose different creature
    types); the events go together in one batch, so the tokens are still created at once (CR
    111.1)."""
    return (ev.but(amount=1),) * ev.amount


def _queue(g: GameState, ev: Event, index: int, member: Event,
           effects: tuple[Effect, ...]) -> None:
    fid = g.new_frame()
    if member.kind == "create_token":  # the token doesn't exist yet: its creator chooses
        g.frames[fid] = {"controller": member.player, "source": None, "targets": (),
                         "x": None, "modes": ()}
    else:
        assert member.obj is not None
        o = g.objects[member.obj]
        g.frames[fid] = {"controller": member.data.get("controller", o.owner),
                         "source": member.obj, "targets": (), "x": None, "modes": ()}
    push(g, "as_enters_made", ev, index, fid)
    push_all(g, [("effect", e, fid) for e in effects])


def _mark(ev: Event, made: dict[str, Any]) -> Event:
    data = {**ev.data, "as_enters_done": True}
    if "chosen" in made:
        data["chosen"] = {**ev.data.get("chosen", {}), **made["chosen"]}
    if "copy_of" in made:
        data["copy_of"] = made["copy_of"]
    return ev.but(data=data)


@handler("as_enters_made")
def _as_enters_made(g: GameState, ev: Event, index: int, fid: int) -> None:
    made = entering_data(g.frames.pop(fid, {}))
    if index < 0:
        submit(g, _mark(ev, made))
        return
    events = list(ev.data["events"])
    events[index] = _mark(events[index], made)
    submit(g, ev.but(data={**ev.data, "events": tuple(events)}))


def _unattached_aura(g: GameState, ev: Event) -> bool:
    """Whether ``ev`` puts an Aura card onto the battlefield with nothing said about what it
    will enchant (CR 303.4f): not a resolving Aura spell (it enters attached to its target,
    303.4a) nor an effect that names what it is attached to. A card entering face down is no
    Aura (CR 708.2), nor is a daybound Aura card entering transformed at night, its back face up
    (CR 702.145b: Curse of Leeches enters as the creature Leeching Lurker, enchanting nothing).
    A permanent entering as a copy of an Aura is one (CR 707.2): a Copy Enchantment spell,
    not an Aura spell, has no target to enter attached to."""
    if ev.kind != "zone_change" or ev.to_zone is not Zone.BATTLEFIELD or \
            ev.data.get("attach_to") is not None or ev.data.get("face_down") or \
            ev.obj not in g.objects:
        return False
    copy_of = ev.data.get("copy_of")
    if copy_of is not None:  # it enters with the copied values (CR 707.2, 614.1c)
        return "Aura" in copy_of.subtypes
    key = g.objects[ev.obj].card_key
    face = entering_face(g, ev.obj, int(ev.data.get("face", 0)), ev.data)
    return key is not None and any(
        "Aura" in f.subtypes for f in card_def(key).card.faces[face:face + 1])


def aura_hosts(g: GameState, aura: int, controller: int,
               copy_of: Chars | None = None) -> tuple[int, ...]:
    """What the Aura card ``aura``, entering under ``controller``'s control, may enchant (CR
    303.4f): the players or permanents the state-based check would let it stay attached to
    under that control (``aura_legality.aura_can_enchant``); entering as a copy, with the
    copied values ``copy_of`` (CR 707.2)."""
    from manastack.rules.aura_legality import aura_can_enchant
    return tuple(x for x in (*(p.index for p in g.players), *g.battlefield)
                 if aura_can_enchant(g, aura, x, controller, copy_of))


def _choose_host(g: GameState, ev: Event, index: int, member: Event) -> None:
    """CR 303.4f-g: the player it enters under chooses what the Aura enchants (with one
    choice, it is made); with nothing it could enchant, the Aura stays where it is (it isn't
    on the stack: an Aura spell enters attached to its target). A resolving spell entering as
    a copy of an Aura with nothing to enchant is put into its owner's graveyard instead
    (303.4g)."""
    assert member.obj is not None
    controller = member.data.get("controller")
    if controller is None:
        controller = g.objects[member.obj].owner
    hosts = aura_hosts(g, member.obj, controller, member.data.get("copy_of"))
    if len(hosts) == 1:
        _host_chosen_then(g, ev, index, member, hosts[0])
        return
    if not hosts:
        _replace_member(g, ev, index, member.but(
            to_zone=Zone.GRAVEYARD, data={"rule": "303.4g"})
            if member.from_zone is Zone.STACK else None)
        return
    fid = g.new_frame()
    push(g, "aura_host_chosen", ev, index, fid)
    ask(g, controller, "choose_option", hosts, fid, "host",
        prompt="Choose what it enchants", about=member.obj)


@handler("aura_host_chosen")
def _aura_host_chosen(g: GameState, ev: Event, index: int, fid: int) -> None:
    host = g.frames.pop(fid)["host"]
    member = ev if index < 0 else ev.data["events"][index]
    _host_chosen_then(g, ev, index, member, host)


def _host_chosen_then(g: GameState, ev: Event, index: int, member: Event, host: int) -> None:
    _replace_member(g, ev, index, member.but(data={**member.data, "attach_to": host}))


def _replace_member(g: GameState, ev: Event, index: int, new: Event | None) -> None:
    """Submit ``ev`` again with its member ``index`` (the event itself when negative) now
    ``new``; without ``new`` that move doesn't happen."""
    if index < 0:
        if new is not None:
            submit(g, new)
        return
    events = list(ev.data["events"])
    if new is None:
        del events[index]
    else:
        events[index] = new
    submit(g, ev.but(data={**ev.data, "events": tuple(events)}))

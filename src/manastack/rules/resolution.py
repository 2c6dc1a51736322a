"""Resolving spells and abilities (CR 608): target checks, effects in order, then the spell
goes to the graveyard or onto the battlefield."""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import AsEnters, TriggeredAbility
from manastack.dsl.refs import DefendingPlayer
from manastack.rules.as_enters import entering_data
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, left_zone_event, submit
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.layer_keeping import mut_bookkeeping
from manastack.rules.object_tests import (
    defending_attacker,
    defending_player_choices,
    fits_defending_player,
    reads_defending_player,
    refers_to,
)
from manastack.rules.stack import ability_shape, source_chars_of, spell_ability, target_specs
from manastack.rules.targets import still_legal
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def make_frame(g: GameState, sid: int, targets: tuple[tuple[int, ...], ...]) -> int:
    o = g.objects[sid]
    kind = o.stack.get("kind")
    source = sid if kind == "spell" else o.source
    sc = source_chars_of(g, o)
    about = o.stack.get("about")
    if about is not None:
        # A delayed triggered ability about an object ("destroy that creature") refers to it
        # as to itself; its source is still the creating ability's (CR 603.7d).
        source = about
        sc = chars(g, about) if about in g.objects else None
    frame: dict[Any, Any] = {
        "controller": o.controller, "source": source, "stack_id": sid,
        "targets": targets, "x": o.stack.get("x"),
        "event": o.stack.get("event"), "source_chars": sc,
        "remembered": o.stack.get("remembered", ()),
        "sacrificed_lki": o.stack.get("sacrificed_lki"),
        "sacrificed_copy": o.stack.get("sacrificed_copy"),
        "sacrificed_counters": o.stack.get("sacrificed_counters"),
        "defending_player": o.stack.get("defending_player"),
    }
    for slot in targets:
        for t in slot:
            if not is_player_id(t) and t in g.objects:
                frame[("lki", t)] = chars(g, t)
    if source is not None and source in g.objects and g.objects[source].attached_to is not None:
        frame["attached_lki"] = g.objects[source].attached_to
    elif source is not None and source not in g.objects and (
            left := left_zone_event(g, source)) is not None \
            and left.data.get("left_attached_to") is not None:
        # An Aura or Equipment that left the battlefield before its ability resolved: the
        # ability still affects what it was attached to as it last existed (CR 113.7a, 608.2h).
        frame["attached_lki"] = left.data["left_attached_to"]
    elif o.stack.get("sacrificed_attached") is not None:
        # What a sacrificed Aura or Equipment was attached to; that object's characteristics
        # are its current ones or, once it has left the battlefield, those it had as it last
        # existed there (CR 608.2h), not those it had as the cost was paid.
        frame["attached_lki"] = o.stack["sacrificed_attached"]
    fid = g.new_frame()
    g.frames[fid] = frame
    return fid


@handler("resolve_top")
def _resolve_top(g: GameState) -> None:
    """CR 608.2: resolve the top object of the stack."""
    if not g.stack:
        return
    sid = g.stack[-1]
    if _ask_defending_player(g, sid):
        return
    o = g.objects[sid]
    kind = o.stack.get("kind")
    specs = target_specs(g, sid)
    chosen: tuple[tuple[int, ...], ...] = o.stack.get("targets", ())
    src = sid if kind == "spell" else o.source
    sc = source_chars_of(g, o)
    legal: list[tuple[int, ...]] = []
    had = False
    any_legal = False
    for slot, spec in enumerate(specs):
        ts = chosen[slot] if slot < len(chosen) else ()
        keep = tuple(t for t in ts if still_legal(g, t, spec, o.controller, src, sc) and
                     fits_defending_player(g, sid, spec, t))
        had = had or bool(ts)
        any_legal = any_legal or bool(keep)
        legal.append(keep)
    g.priority = g.active  # CR 117.3b, after resolution
    g.passes = 0
    if had and not any_legal:
        # CR 608.2b: the spell or ability doesn't resolve.
        g.log.append(Event("fizzle", obj=sid, player=o.controller))
        _leave_stack(g, sid, "fizzle")
        return
    if kind == "triggered":
        a: TriggeredAbility = o.ability
        # An anchor word's condition (``intervening_if`` False) is not checked again: it only
        # said whether the source had the ability when the event happened (CR 614.12c).
        if a.condition is not None and a.intervening_if and \
                not a.condition(g, o.stack.get("about", o.source), o.stack.get("event")):
            _leave_stack(g, sid, "condition")  # CR 603.4: intervening "if" false
            return
    fid = make_frame(g, sid, tuple(legal))
    steps: list[tuple[Any, ...]] = _several_modes_steps(g, sid, fid) or \
        [("effect", e, fid) for e in resolution_effects(g, sid)]
    if kind == "spell" and _is_permanent_spell(g, sid):
        steps = _as_enters_steps(g, sid, fid) + [("enter_battlefield", sid, fid)]
    else:
        steps.append(("finish_resolution", sid, fid))
    if kind == "triggered" and o.ability.optional:
        push(g, "optional_trigger", sid, fid, tuple(steps))
    else:
        push_all(g, steps)


def _ask_defending_player(g: GameState, sid: int) -> bool:
    """CR 508.5a, 802.2a: a spell or ability of an attacking creature that refers to the
    defending player (in its instructions or its targets), when several defending players
    could be that player (the planeswalker it attacks gone, CR 506.4c:
    ``defending_player_choices``) and none was chosen as its targets were
    (``note_defending_player``): its controller chooses one as it resolves, before its
    targets are checked (CR 608.2b) and its instructions followed; with one left in the game,
    it is that one. The choice is kept on the stack object (``defending_player``): every
    instruction reads it, in each chosen mode's frame too (CR 700.2). True when asked."""
    o = g.objects[sid]
    options = defending_player_choices(g, defending_attacker(o))
    if not options or "defending_player" in o.stack or not (
            refers_to(resolution_effects(g, sid), DefendingPlayer) or
            reads_defending_player(target_specs(g, sid))):
        return False
    if len(options) == 1:
        mut_bookkeeping(g, sid).stack["defending_player"] = options[0]  # the one left
        return False
    from manastack.rules.choices import ask
    fid = g.new_frame()
    push(g, "defending_player_chosen", sid, fid)
    ask(g, o.controller, "choose_player", options, fid, "choice",
        prompt="Choose the defending player", source=o.source, variant="defending")
    return True


@handler("defending_player_chosen")
def _defending_player_chosen(g: GameState, sid: int, fid: int) -> None:
    mut_bookkeeping(g, sid).stack["defending_player"] = g.frames.pop(fid)["choice"]
    push(g, "resolve_top")


@handler("optional_trigger")
def _optional(g: GameState, sid: int, fid: int, steps: tuple[Any, ...]) -> None:
    from manastack.rules.choices import ask
    push(g, "optional_answered", sid, fid, steps)
    o = g.objects[sid]
    ask(g, o.controller, "may", (True, False), fid, "may", prompt=o.ability.text or
        "Use this ability?", source=o.source)


@handler("optional_answered")
def _optional_answered(g: GameState, sid: int, fid: int, steps: tuple[Any, ...]) -> None:
    if g.frames[fid].get("may"):
        push_all(g, list(steps))
    else:
        push(g, "finish_resolution", sid, fid)


def _is_permanent_spell(g: GameState, sid: int) -> bool:
    c = chars(g, sid)
    return c.is_permanent_card


def _as_enters_steps(g: GameState, sid: int, fid: int) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    for a in chars(g, sid).abilities:
        if isinstance(a, AsEnters):
            out.extend(("effect", e, fid) for e in a.effects)
    return out


def resolution_effects(g: GameState, sid: int) -> tuple[Any, ...]:
    o = g.objects[sid]
    kind = o.stack.get("kind")
    if kind == "spell":
        c = chars(g, sid)
        sa = spell_ability(c)
        if sa is None:
            return ()
        return _with_modes(sa.modes, o.stack.get("modes", ()), sa.effects)
    a = o.ability
    modes, _, _, _ = ability_shape(o, None)
    return _with_modes(modes, o.stack.get("modes", ()), getattr(a, "effects", ()))


def _several_modes_steps(g: GameState, sid: int, fid: int) -> list[tuple[Any, ...]]:
    """Several modes chosen (CR 700.2): each mode's instructions, in the order written
    (CR 608.2c), each reading its own targets (``Target(0)`` is the mode's first target) in a
    frame of its own; empty when fewer than two modes were chosen."""
    o = g.objects[sid]
    chosen = tuple(o.stack.get("modes", ()))
    if len(chosen) < 2:
        return []
    c = chars(g, sid) if o.stack.get("kind") == "spell" else None
    modes, _, _, _ = ability_shape(o, c)
    frame = g.frames[fid]
    targets = tuple(frame.get("targets", ()))
    offsets, at = {}, 0
    for i in chosen:  # the targets were chosen mode by mode, in the order chosen
        offsets[i] = at
        at += len(modes[i].targets)
    steps: list[tuple[Any, ...]] = []
    for i in sorted(chosen):
        sub = dict(frame)
        sub["targets"] = targets[offsets[i]:offsets[i] + len(modes[i].targets)]
        sfid = g.new_frame()
        g.frames[sfid] = sub
        steps.extend(("effect", e, sfid) for e in modes[i].effects)
        steps.append(("drop_frame", sfid))
    return steps


def _with_modes(modes: Any, chosen: Any, base: Any) -> tuple[Any, ...]:
    if not modes:
        return tuple(base)
    out: list[Any] = []
    for i in chosen:
        out.extend(modes[i].effects)
    return tuple(out) + tuple(base)


def _leave_stack(g: GameState, sid: int, cause: str) -> None:
    o = g.objects[sid]
    if o.stack.get("kind") == "spell":
        if o.is_copy:
            _remove(g, sid)
        else:
            submit(g, Event("zone_change", obj=sid, from_zone=Zone.STACK,
                            to_zone=Zone.GRAVEYARD, data={"cause": cause}))
    else:
        _remove(g, sid)


def _remove(g: GameState, sid: int) -> None:
    if sid in g.stack:
        g.stack.remove(sid)
    g.objects.pop(sid, None)
    g._owned.discard(sid)
    g.version += 1


@handler("finish_resolution")
def _finish(g: GameState, sid: int, fid: int) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard as the final step."""
    g.frames.pop(fid, None)
    if sid not in g.objects or sid not in g.stack:
        return
    _leave_stack(g, sid, "resolve")


@handler("enter_battlefield")
def _enter(g: GameState, sid: int, fid: int) -> None:
    """CR 608.3: a permanent spell becomes a permanent under its controller's control.

    A copy of a permanent spell becomes a token as it is put onto the battlefield (CR 608.3f,
    111.13), with the copy's characteristics: what it copied, with any exception of the copy
    effect (CR 707.9b), and both faces of a double-faced copy (CR 707.10g). It isn't "created"
    (no token-creation event), and it wasn't cast unless it was a copy of a card that was cast
    (CR 707.10, 707.12)."""
    frame = g.frames.pop(fid, {})
    if sid not in g.objects:
        return
    o = g.objects[sid]
    data: dict[str, Any] = {"controller": o.controller, "cause": "resolve",
                            "was_cast": o.was_cast, "cast_method": o.cast_method,
                            "face": o.face, "face_down": o.face_down}
    if o.is_copy:
        data["token"] = True
        if o.copy_of is not None:
            data["copy_of"] = o.copy_of
        faces = g.extra.get("copy_faces", {}).get(sid)
        if faces is not None:
            data["copy_faces"] = faces
    if o.was_cast and not o.is_copy:
        # CR 601.2h, 107.3m: "the amount of mana spent to cast it", read by its enters-with
        # abilities; a copy wasn't cast, so no mana was spent on it (CR 707.10).
        data["mana_spent"] = int(o.stack.get("mana_spent") or 0)
    made = entering_data(frame)
    chosen = dict(made.get("chosen", {}))
    if frame.get("x") is not None:
        chosen["x"] = frame["x"]  # CR 107.3m: its enters abilities use this X
    if chosen:
        data["chosen"] = chosen
    if "copy_of" in made:
        data["copy_of"] = made["copy_of"]  # "enter as a copy of" (CR 707.2, 614.1c)
        data.pop("copy_faces", None)
    data["as_enters_done"] = True  # made as it resolved (rules.as_enters)
    ts = frame.get("targets", ())
    c = chars(g, sid)
    if "Aura" in c.subtypes and ts and ts[0]:
        data["attach_to"] = ts[0][0]
    submit(g, Event("zone_change", obj=sid, from_zone=Zone.STACK, to_zone=Zone.BATTLEFIELD,
                    player=o.controller, data=data))

"""Copying a spell on the stack (CR 707.10) and "may [action]. If they do, ..." (CR 608.2d).

A copy of a spell is put on the stack with the copiable values of the original, its mode
choices, value of X and targets (CR 707.10); it is owned and controlled by the player who
created it (CR 707.10a, 110.2), it is not cast (so "whenever you cast" doesn't see it), and
its controller may choose new targets for it (CR 707.10c): each target may be changed only
to a legal one, otherwise it stays. A copy that leaves the stack ceases to exist (CR 704.5e).

A copy of a double-faced spell is a double-faced spell with the same face up, each face copying
the same face of the original (CR 707.10g); a copy of the back face has mana value 0 (CR 202.3b).
An exception to the copying ("except the copy isn't legendary") changes the copiable values of
the copy (CR 707.9b). A copy of a permanent spell becomes a token as it resolves (CR 608.3f,
111.13: ``rules.resolution``), with those copiable values; the token of a double-faced copy is
a double-faced token (CR 707.10g).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import resolve_ref
from manastack.rules.choices import ask
from manastack.rules.copiable_values import copiable_values, copy_key
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.one_shot import effect, players
from manastack.rules.selectors import matches
from manastack.rules.stack import become_targets, source_chars_of, target_specs
from manastack.rules.targets import legal_targets
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone


@effect(E.CopySpell)
def _copy_spell(g: GameState, e: E.CopySpell, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.who, frame)
    if not who:
        return
    for oid in resolve_ref(g, e.what, frame):
        o = g.objects.get(oid)
        if o is None:
            # it left the stack (countered, say): copied as it last existed (MID-RN-079)
            o = g.extra.get("spell_lki", {}).get(oid)
        elif o.zone is not Zone.STACK:
            continue
        if o is None or o.stack.get("kind") != "spell":
            continue
        cid = copy_spell(g, oid, who[0], o, e.remove_supertypes)
        push(g, "copy_targeted", cid)  # once its new targets, if any, are chosen
        if e.new_targets:
            push(g, "copy_new_target", cid, 0, 0)


def copy_spell(g: GameState, oid: int, controller: int, o: GameObject,
               remove_supertypes: tuple[str, ...] = ()) -> int:
    """Put a copy of spell ``oid``, ``o`` (on the stack, or how it last existed there), on top
    of the stack under ``controller``; its id. ``remove_supertypes``: the copy doesn't have
    them (an exception to the copying, CR 707.9b)."""
    c = g.new_object(copy_key(o), controller, Zone.STACK)  # never a face-down spell's card
    c.controller = controller
    c.is_copy = True
    c.face = o.face
    c.copy_of, faces = copiable_values(g, o, remove_supertypes)
    if faces is not None:
        g.extra["copy_faces"] = {**g.extra.get("copy_faces", {}), c.id: faces}
    c.timestamp = g.next_timestamp()
    # CR 707.10: effects of the copy that refer to objects paid for the costs use those of
    # the original (what was sacrificed), and the amounts divided among targets
    keep = ("kind", "targets", "x", "modes", "additional_choice", "announced",
            "sacrificed_lki", "sacrificed_lkis", "sacrificed_copy", "sacrificed_counters",
            "sacrificed_attached", "division")
    c.stack = {k: v for k, v in o.stack.items() if k in keep}
    c.chosen = dict(o.chosen)
    g.stack.append(c.id)
    from manastack.rules.pipeline import emit
    emit(g, [Event("copy", obj=c.id, player=controller, source=oid,
                   lki=source_chars_of(g, c))])  # "whenever [a player] copies a spell"
    return c.id


@handler("copy_new_target")
def _copy_new_target(g: GameState, cid: int, slot: int, index: int) -> None:
    """CR 707.10c: the copy's controller may change each target to another legal one, the
    targets of a slot one at a time. CR 115.7e: only the final set of targets is checked, so
    a target may be changed to an object another target of the slot still holds, which is
    then changed in its turn (the two swap): allowed while every target of the slot is still
    legal, so each later target keeps a legal choice no earlier one took. A target whose
    object an earlier one took can't be kept.

    A target word that must differ from another ("another target", ``different_from``) can't
    end up with an object that word's final targets hold (CR 115.3, 115.7d): an earlier word's
    new targets are excluded, and its kept target too, so that it must change; a later word's
    target may be taken only while that word can still change to another legal target (the
    two words swap, as in the example of CR 115.7e)."""
    o = g.objects.get(cid)
    if o is None:
        return
    specs = target_specs(g, cid)
    chosen = o.stack.get("targets", ())
    if slot >= len(specs) or slot >= len(chosen):
        return
    if index >= len(chosen[slot]):
        push(g, "copy_new_target", cid, slot + 1, 0)
        return
    cur = chosen[slot][index]
    chars = source_chars_of(g, o)
    decided = chosen[slot][:index]
    earlier = tuple(t for j in _differing(specs, slot, slot) for t in chosen[j])
    legal = legal_targets(g, specs[slot], o.controller, cid, chars)
    swaps = all(t in legal for t in chosen[slot])
    others = decided if swaps else tuple(t for t in chosen[slot] if t != cur)
    opts = [t for t in legal_targets(g, specs[slot], o.controller, cid, chars,
                                     others + earlier)
            if t != cur and _later_may_move(g, cid, specs, chosen, slot, index, t)]
    keep = cur not in decided and cur not in earlier
    if not opts:
        push(g, "copy_new_target", cid, slot, index + 1)
        return
    fid = g.new_frame()
    push(g, "copy_target_chosen", cid, slot, index, fid)
    if keep:
        ask(g, o.controller, "new_target", (cur, *opts), fid, "choice", source=cid, slot=slot,
            prompt="Choose a new target for the copy (or keep the current one)", variant="copy")
    else:
        ask(g, o.controller, "new_target", tuple(opts), fid, "choice", source=cid, slot=slot,
            prompt="Choose a new target for the copy (its current one is now another target's)",
            variant="copy_taken")


def _differing(specs: Any, slot: int, n: int) -> list[int]:
    """The target words (slots below ``n``) whose targets must differ from those of word
    ``slot``, either way round ("another target", CR 115.3)."""
    return [j for j in range(n) if j != slot and (j in specs[slot].different_from or
                                                  slot in specs[j].different_from)]


def _later_may_move(g: GameState, cid: int, specs: Any, chosen: Any, slot: int, index: int,
                    t: int) -> bool:
    """Whether target word ``slot`` may take ``t`` in place of its ``index``-th target: each
    later word that must differ from it and holds ``t`` still has another legal target to
    change to, none that ``slot``'s targets would then hold (CR 115.7d-e). (An earlier word's
    targets are never offered to ``slot``: only a later word may hold ``t``.)"""
    o = g.objects[cid]
    cur = chosen[slot][index]
    mine = tuple(x for x in chosen[slot] if x != cur)
    for k in _differing(specs, slot, len(chosen)):
        if t in chosen[k] and not legal_targets(g, specs[k], o.controller, cid,
                                                source_chars_of(g, o), chosen[k] + mine):
            return False
    return True


@handler("copy_target_chosen")
def _copy_target_chosen(g: GameState, cid: int, slot: int, index: int, fid: int) -> None:
    v = g.frames.pop(fid)["choice"]
    o = g.mut(cid)
    chosen = [list(t) for t in o.stack.get("targets", ())]
    chosen[slot][index] = v
    o.stack["targets"] = tuple(tuple(t) for t in chosen)
    push(g, "copy_new_target", cid, slot, index + 1)


@handler("copy_targeted")
def _copy_targeted(g: GameState, cid: int) -> None:
    """CR 707.10c: once its controller has decided its targets, the copy is on the stack
    targeting them, so each object it targets becomes the target of a spell, once however many
    of its target slots it fills: ward triggers on a copy an opponent controls (CR 702.21a),
    whether its targets were changed or kept."""
    o = g.objects.get(cid)
    if o is None or o.zone is not Zone.STACK:
        return
    targeted: list[int] = []
    for ts in o.stack.get("targets", ()):
        targeted.extend(v for v in ts if v not in targeted)
    become_targets(g, cid, targeted)


# -- "[who] may [action]. If they do, [then]" ----------------------------------------------
def _can_do(g: GameState, action: Any, p: int, frame: dict[str, Any]) -> bool:
    if isinstance(action, E.Sacrifice) and action.what is None:
        f = action.filter
        return any(g.objects[x].controller == p and (
            f is None or matches(g, x, f.but(controller=None), p, None)) for x in g.battlefield)
    if isinstance(action, E.Sacrifice):  # "sacrifice it": those objects, still there
        return any(x in g.objects and g.objects[x].zone is Zone.BATTLEFIELD and
                   g.objects[x].controller == p for x in resolve_ref(g, action.what, frame))
    if isinstance(action, E.Discard):
        return bool(g.players[p].hand)
    raise TypeError(f"IfYouDo can't tell whether {type(action).__name__} can be done")


@effect(E.IfYouDo)
def _if_you_do(g: GameState, e: E.IfYouDo, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.who, frame)
    if not who:
        return
    p = who[0]
    sub = dict(frame)
    sub["controller"] = p
    sfid = g.new_frame()
    g.frames[sfid] = sub
    if not _can_do(g, e.action, p, sub):
        g.frames.pop(sfid, None)
        return
    push(g, "if_you_do_answered", e, sfid)
    variant: dict[str, Any] = {"variant": e.variant} if e.variant else {}  # a precise question
    ask(g, p, "may", (True, False), sfid, "did", prompt=e.prompt or "Do it?",
        source=frame.get("source"), **variant)


@handler("if_you_do_answered")
def _if_you_do_answered(g: GameState, e: E.IfYouDo, sfid: int) -> None:
    if not g.frames[sfid].get("did"):
        g.frames.pop(sfid, None)
        return
    push_all(g, [("effect", e.action, sfid), *(("effect", x, sfid) for x in e.then),
                 ("drop_frame", sfid)])

"""One-shot effects on a permanent's status and place in the game: tap and untap (CR 701.26),
attach (CR 701.3), transform (CR 701.27), removal from combat (CR 506.4), who declares this
combat's blocks (CR 509.1), whom creatures may attack until a turn (CR 508.1c), becoming a
copy of a card (CR 707.2, 707.9b), and making it day or night (CR 730).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl import permanents as C
from manastack.dsl import predicates as PR
from manastack.rules.events import Event, submit
from manastack.rules.instructions import push_all
from manastack.rules.one_shot import effect, objs, on_battlefield, players
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
    what = on_battlefield(g, objs(g, e.what, frame))
    targets = on_battlefield(g, objs(g, e.to, frame)) or [
        p for p in players(g, e.to, frame) if what and may_enchant_player(g, what[0])]
    if not targets or not what:
        return  # CR 701.3b: nothing it can legally be attached to
    submit(g, Event("attach", obj=what[0], data={"to": targets[0]}))


def may_enchant_player(g: GameState, aura: int) -> bool:
    """Whether ``aura`` has an enchant ability that lets it enchant a player ("Enchant
    player", CR 303.4, 702.5)."""
    from manastack.rules.characteristics import chars
    from manastack.rules.stack import enchant_spec
    spec = enchant_spec(chars(g, aura))
    return spec is not None and spec.players is not None


@effect(C.ChooseBlocks)
def _choose_blocks(g: GameState, e: C.ChooseBlocks, fid: int, frame: dict[str, Any]) -> None:
    """CR 509.1: this combat's blocks are declared by the controller (``Combat.
    blocks_chosen_by``, read by ``rules.declare_blockers``)."""
    if g.combat is not None and not g.combat.declared_blockers:
        g.combat.blocks_chosen_by = frame["controller"]
        g.version += 1


@effect(C.CantAttackYouUntilYourNextTurn)
def _cant_attack_you(g: GameState, e: C.CantAttackYouUntilYourNextTurn, fid: int,
                     frame: dict[str, Any]) -> None:
    """CR 508.1c, 611.2b: a restriction on attacking the controller, until their next turn
    (``rules.until_next_turn``)."""
    from manastack.rules.until_next_turn import cant_attack_you_until_your_next_turn
    you = frame.get("original_controller", frame["controller"])
    cant_attack_you_until_your_next_turn(g, you, tuple(p for p in players(g, e.players, frame)
                                                       if p != you))


@effect(C.BecomeCopyOf)
def _become_copy_of(g: GameState, e: C.BecomeCopyOf, fid: int, frame: dict[str, Any]) -> None:
    """CR 707.2, 707.9b: the source becomes a copy of the card, the exception ("except it has
    this ability") part of its copiable values; nothing happens if either is gone."""
    from manastack.rules.copiable_values import copiable_chars
    src = frame.get("source")
    cards = objs(g, e.what, frame)
    if src is None or src not in g.objects or g.objects[src].zone.value != "battlefield" \
            or not cards:
        return
    c = copiable_chars(g.objects[cards[0]]).copy()
    sid = frame.get("stack_id")
    ability = g.objects[sid].ability if sid in g.objects else None
    if ability is not None and ability not in c.abilities:
        c.abilities = (*c.abilities, ability)
    become_copy(g, src, c)
    g.version += 1


def become_copy(g: GameState, oid: int, values: Any) -> None:
    """Permanent ``oid`` has the copiable values ``values`` from now on (CR 707.2, 707.9b).
    They may include daybound or nightbound, which the day/night check's kept list of
    candidates must then see (``rules.day_night``, CR 702.145d): it is forgotten. A
    double-faced token copy that becomes a copy of something else has the new values on
    both faces (CR 613.2a: the later copy effect applies after its own; ruling on Olag,
    Ludevic's Hubris: the copy effect keeps applying as it transforms), so the faces it was
    created with are forgotten too."""
    g.mut(oid).copy_of = values
    faces = g.extra.get("copy_faces", {})
    if oid in faces:
        g.extra["copy_faces"] = {k: v for k, v in faces.items() if k != oid}
    g._bound_memo = None


@effect(PR.EnterAsCopyOf)
def _enter_as_copy_of(g: GameState, e: PR.EnterAsCopyOf, fid: int,
                      frame: dict[str, Any]) -> None:
    """"Enter as a copy of" the chosen permanent (CR 707.2, 614.1c), the copy's own "as
    enters" choices made for it (614.12)."""
    from manastack.rules.copiable_values import copiable_chars
    picked = frame.get(e.var, ())
    if picked and picked[0] in g.objects:
        frame["copy_of"] = copiable_chars(g.objects[picked[0]])
        # The copy's own "as enters" choices are made anew for it (CR 707.2, 614.12;
        # MIC-OR-0113): a copy of a Siege chooses Khans or Dragons for itself.
        from manastack.dsl.abilities import AsEnters
        push_all(g, [("effect", x, fid) for a in frame["copy_of"].abilities
                     if isinstance(a, AsEnters) and not any(
                         isinstance(y, PR.EnterAsCopyOf) for y in a.effects)
                     for x in a.effects])


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


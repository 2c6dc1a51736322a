"""Morph and face-down spells and permanents (CR 702.37, 708).

* Casting face down: the cast method ``"face_down"`` puts a card with morph on the stack as a
  2/2 face-down creature spell with no name, text, subtypes or mana cost, for {3}
  (CR 702.37a, 702.37c), from the hand, or from any other zone a permission lets a spell with
  those characteristics be cast from (the top of the library, an exile permission, a
  graveyard permission such as "cast a creature spell from your graveyard", the command zone
  for a commander with morph, where the commander tax is added, CR 903.8). Layer 1b
  (``characteristics.base_chars``) gives the 2/2.
* Turning face up: the special action ``"turn_face_up"`` (CR 702.37e, 116.2b), any time its
  controller has priority, by paying the morph cost the permanent would have face up. It
  doesn't use the stack. The permanent stays the same object (counters, damage, Auras,
  effects, tapped and combat status stay) with a new timestamp (CR 613.7f); "enters the
  battlefield" abilities don't trigger (CR 708.8); "when turned face up" abilities do.
* Effects: ``TurnFaceUpEffect`` turns face-down permanents face up without paying any cost;
  ``TurnFaceDownEffect`` turns face-up permanents face down (nothing happens to one that is
  already face down, CR 708.2b, nor to a double-faced one, CR 712.16).
* Hidden information: only a face-down spell's or permanent's controller may look at it
  (CR 708.5); everything face down is revealed when it leaves the battlefield or the stack
  (other than stack to battlefield) and at the end of the game (CR 708.9).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.costs import Cost
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.cast_methods import METHODS, CastMethod, register
from manastack.rules.characteristics import Chars, base_chars, chars, controller_of
from manastack.rules.copiable_values import (
    effect_statics,
    face_up_chars,  # noqa: F401 - re-exported
)
from manastack.rules.event_apply import applier
from manastack.rules.events import Event, submit, submit_all
from manastack.rules.information import may_look  # noqa: F401 - re-exported
from manastack.rules.instructions import handler, push
from manastack.rules.mana_costing import player_can_pay_all
from manastack.rules.payability import other_payable
from manastack.rules.special_actions import SpecialActionKind
from manastack.rules.special_actions import register as register_special
from manastack.rules.transform import is_double_faced_object
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

FACE_DOWN_COST = ManaCost.parse("{3}")
"""CR 702.37a: a card is cast face down by paying {3} rather than its mana cost."""


def morph_cost(c: Chars) -> Cost | None:
    """The (first) morph cost among these characteristics' abilities, if any."""
    for a in c.keyword_records("Morph"):
        if a.cost is not None:
            return a.cost
    return None


def has_morph(c: Chars) -> bool:
    return morph_cost(c) is not None


# -- casting face down (CR 702.37c, 708.4) -----------------------------------------------------
def _face_down_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    """CR 702.37d: only a card with morph may be cast face down. Morph works in any zone
    from which the card could be cast (CR 702.37a): the hand, or the top of the library when
    a permission lets its owner cast a spell with the face-down characteristics from there
    (CR 702.37c, 708.4: a 2/2 creature spell; Future Sight, ONS-FAQ-187). The permission is
    asked about the characteristics the card would have as a face-down spell (CR 601.3e), so
    "you may cast creature spells from the top of your library" (Augur of Autumn) allows it."""
    o = g.objects[oid]
    if o.zone is Zone.EXILE:
        # CR 702.37c, 406.3a: a permission to play an exiled card (Siphon Insight's, which
        # lets its player look at the card exiled face down) lets it be cast face down too,
        # as its morph ability allows; it isn't turned face up first.
        from manastack.rules.play_from_exile import may_play
        return may_play(g, player, oid) and has_morph(face_up_chars(g, oid))
    if o.face_down or not has_morph(c):
        return False
    if o.zone is Zone.HAND:
        return True
    if o.zone is Zone.COMMAND:
        # CR 702.37c, 903.8: a commander with morph may be cast face down from the command
        # zone, as its owner may cast it from there.
        from manastack.rules.commander import command_zone_castable
        return command_zone_castable(g, player, oid)
    probe = o.copy()
    probe.face_down = True
    probe.zone = Zone.STACK  # the face-down spell's characteristics (CR 601.3e, 708.2a)
    if o.zone is Zone.LIBRARY:
        from manastack.rules import library_top
        return library_top.castable_from_top(g, player, oid, base_chars(probe))
    # CR 702.37a, 601.3e: from its owner's graveyard, with a permission to cast a spell with
    # the face-down characteristics from there ("a creature spell", not "a Zombie creature
    # spell": the face-down spell has no creature types, CR 702.37c).
    from manastack.rules import graveyard_permission
    return o.owner == player and \
        bool(graveyard_permission.permissions(g, player, oid, base_chars(probe)))


def _face_down_cost(g: GameState, sid: int) -> tuple[ManaCost, Cost | None]:
    """{3} (CR 702.37a); from the command zone, plus the commander tax (CR 903.8): the
    face-down spell is still the commander (the designation is the card's, CR 903.3)."""
    if g.objects[sid].stack.get("from_zone") is Zone.COMMAND:
        from manastack.rules.commander import commander_tax
        tax = commander_tax(g, sid)
        if tax:
            return FACE_DOWN_COST.plus(ManaCost(generic=tax)), None
    return FACE_DOWN_COST, None


def _face_down_begin(g: GameState, player: int, sid: int) -> None:
    """CR 601.2a: a face-down spell cast from a graveyard uses the permission that allowed it
    (noted, or chosen among several, as the card moves to the stack). Every player saw which
    card left that public zone, and still knows it (as for a revealed card cast face down,
    ONS-FAQ-187). So for a commander cast face down from the command zone, a public zone too
    (CR 400.2)."""
    from_zone = g.objects[sid].stack.get("from_zone")
    if from_zone in (Zone.GRAVEYARD, Zone.COMMAND):
        everyone = frozenset(range(len(g.players)))
        m = g.mut(sid)
        m.known_to = everyone
        m.flags = m.flags | {f"looked:{p}" for p in everyone}
    if from_zone is Zone.GRAVEYARD:
        from manastack.rules import graveyard_permission
        begin = METHODS[graveyard_permission.METHOD].begin
        assert begin is not None
        begin(g, player, sid)


register(CastMethod("face_down", (Zone.HAND, Zone.LIBRARY, Zone.EXILE, Zone.GRAVEYARD,
                                  Zone.COMMAND),
                    _face_down_available, _face_down_cost, face_down=True,
                    begin=_face_down_begin, keyword="Morph"))


# -- turning face up as a special action (CR 702.37e, 116.2b) ----------------------------------
def _payable(g: GameState, player: int, oid: int, cost: Cost) -> bool:
    if not other_payable(g, player, oid, cost):
        return False
    mana = cost.mana
    if mana is None or mana.is_empty():
        return True
    return player_can_pay_all(g, player, mana.with_x(0))  # CR 605.3a: chains counted


def can_turn_face_up(g: GameState, player: int, oid: int) -> bool:
    """A face-down permanent ``player`` controls whose morph cost (as it would be face up) can
    be paid now. Face-down spells can't be turned face up (CR 708.7)."""
    o = g.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or not o.face_down or o.phased_out:
        return False
    if controller_of(g, oid) != player:
        return False
    cost = face_up_morph_cost(g, oid)
    if cost is None:
        return False  # CR 702.37e: no morph cost face up, so it can't be turned up this way
    return _payable(g, player, oid, cost)


def face_up_morph_cost(g: GameState, oid: int) -> Cost | None:
    """The morph cost face-down permanent ``oid`` would have if it were face up (CR 702.37e):
    that of its face-up copiable values, unless the effects that would then apply remove it
    (a "loses all abilities" effect, CR 613.1f: one applied to the face-down permanent goes
    on applying face up, CR 708.8; Sludge Monster's for a non-Horror creature with a slime
    counter): then there is none and it can't be turned face up this way. Worked out on a
    copy of the game with the permanent face up, only while some effect removes abilities."""
    cost = morph_cost(face_up_chars(g, oid))
    if cost is None:
        return None
    removers = any(ce.modify.remove_all_abilities for ce in g.effects) or any(
        m.remove_all_abilities for pid in g.battlefield
        for _, _, m in effect_statics(chars(g, pid).abilities))
    if not removers:
        return cost
    probe = g.clone()
    probe.mut(oid).face_down = False
    return morph_cost(chars(probe, oid))


def _non_mana_part(cost: Cost) -> Cost | None:
    rest = replace(cost, mana=None)
    return None if rest == Cost() else rest


def turn_face_up_action(g: GameState, player: int, oid: int) -> None:
    """Show the morph cost, pay it (non-mana parts, then mana, through the usual payment
    decisions), then turn the permanent face up."""
    cost = face_up_morph_cost(g, oid)
    assert cost is not None
    mana = cost.mana.with_x(0) if cost.mana is not None else ManaCost()
    m = g.mut(oid)
    m.stack = {**m.stack, "to_pay": mana}
    g.log.append(Event("morph_cost_shown", obj=oid, player=player,
                       data={"cost": str(cost.mana) if cost.mana is not None else ""}))
    push(g, "morph_cost_paid", oid, player)
    push(g, "pay_mana", oid)
    other = _non_mana_part(cost)
    if other is not None:
        push(g, "pay_other", oid, other, 0)


@handler("morph_cost_paid")
def _morph_cost_paid(g: GameState, oid: int, player: int) -> None:
    o = g.objects.get(oid)
    if o is None:
        return
    m = g.mut(oid)
    m.stack = {k: v for k, v in m.stack.items() if k != "to_pay"}
    if o.zone is Zone.BATTLEFIELD and o.face_down:
        submit(g, Event("turn_face_up", obj=oid, player=player, data={"morph": True}))


register_special(SpecialActionKind("turn_face_up", can_turn_face_up, turn_face_up_action,
                                   face_down_only=True))


# -- turning over (the events) ---------------------------------------------------------------
@applier("turn_face_up")
def _apply_turn_face_up(g: GameState, ev: Event) -> list[Event]:
    """CR 708.8: its copiable values revert to its normal ones; it is the same permanent,
    with a new timestamp (CR 613.7f)."""
    oid = ev.obj
    if oid is None or oid not in g.objects:
        return []
    o = g.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or not o.face_down:
        return []
    m = g.mut(oid)
    m.face_down = False
    m.known_to = frozenset()
    m.timestamp = g.next_timestamp()
    return [Event("turned_face_up", obj=oid, player=controller_of(g, oid), lki=chars(g, oid),
                  data=dict(ev.data))]


@applier("turn_face_down")
def _apply_turn_face_down(g: GameState, ev: Event) -> list[Event]:
    """CR 708.2a: it becomes a 2/2 face-down creature; a face-down permanent can't be turned
    face down (CR 708.2b), nor can a double-faced one: nothing happens (CR 712.16; Olag,
    Ludevic's Hubris copying a card with morph has a morph ability for Backslide to target).
    New timestamp (CR 613.7f)."""
    oid = ev.obj
    if oid is None or oid not in g.objects:
        return []
    o = g.objects[oid]
    if o.zone is not Zone.BATTLEFIELD or o.face_down or o.card_key is None:
        return []
    if is_double_faced_object(g, oid):
        return []
    m = g.mut(oid)
    m.face_down = True
    m.known_to = frozenset({o.controller})
    m.timestamp = g.next_timestamp()
    return [Event("turned_face_down", obj=oid, player=controller_of(g, oid),
                  data=dict(ev.data))]


# -- effects -------------------------------------------------------------------------------------
def _register_effects() -> None:
    from manastack.rules.one_shot import effect, objs

    @effect(E.TurnFaceUpEffect)
    def _turn_face_up_effect(g: GameState, e: Any, fid: int, frame: dict[str, Any]) -> None:
        """"Turn ... face up": no cost is paid (ONS FAQ)."""
        evs = [Event("turn_face_up", obj=x, player=controller_of(g, x),
                     data={"effect": True})
               for x in objs(g, e.what, frame)
               if g.objects[x].zone is Zone.BATTLEFIELD and g.objects[x].face_down]
        submit_all(g, evs)

    @effect(E.TurnFaceDownEffect)
    def _turn_face_down_effect(g: GameState, e: Any, fid: int, frame: dict[str, Any]) -> None:
        evs = [Event("turn_face_down", obj=x, player=controller_of(g, x),
                     data={"effect": True})
               for x in objs(g, e.what, frame)
               if g.objects[x].zone is Zone.BATTLEFIELD and not g.objects[x].face_down]
        submit_all(g, evs)


_register_effects()

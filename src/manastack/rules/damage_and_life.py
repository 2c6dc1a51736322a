"""Damage, life and preventing damage as one-shot effects: dealing damage (CR 120), divided
damage (CR 601.2d), fighting (CR 701.14), gaining and losing life (CR 119.3), and prevention
shields (CR 615).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.dsl import effects as E
from manastack.rules.amounts import last_known_chars, resolve_ref
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit_all
from manastack.rules.one_shot import amt, effect, objs, on_battlefield, players
from manastack.rules.pipeline import submit_batch
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def _source_lki(g: GameState, src: Any, frame: dict[str, Any]) -> Any:
    """The characteristics the damage's source deals it with: its current ones, or, once it
    has left its zone, those it had as it last existed (CR 113.7a, 608.2h): the ability's own
    source or another object that deals the damage (the Beast of Aether Charge's "you may have
    it deal 4 damage"); the frame's copy of the ability's source when it left unseen."""
    if src in g.objects:
        return chars(g, src)
    lki = last_known_chars(g, src, frame) if src is not None else None
    return lki if lki is not None else frame.get("source_chars")


@effect(E.DealDamage)
def _deal_damage(g: GameState, e: E.DealDamage, fid: int, frame: dict[str, Any]) -> None:
    """The damage of one instruction, to each of its recipients, dealt at once (CR 608.2f):
    "deals 1 damage to target creature and 1 damage to its controller" is one batch, so an
    ability triggering on the spell or source dealing damage sees one event (CR 603.2c)."""
    srcs = resolve_ref(g, e.source, frame)
    src = srcs[0] if srcs else frame.get("source")
    lki = _source_lki(g, src, frame)
    data = {"cant_be_prevented": True} if e.cant_be_prevented else {}
    events = []
    for amount, to in ((e.amount, e.to), *e.also):
        n = amt(g, amount, frame)
        for t in resolve_ref(g, to, frame):
            if is_player_id(t):
                if g.players[t].in_game:
                    events.append(Event("damage", player=t, source=src, amount=n, lki=lki,
                                        data=dict(data)))
            elif t in g.objects and (o := g.objects[t]).zone is Zone.BATTLEFIELD \
                    and not o.phased_out:  # CR 702.26b: as though it didn't exist
                events.append(Event("damage", obj=t, source=src, amount=n, lki=lki,
                                    data=dict(data)))
    submit_batch(g, events)


def division_shares(g: GameState, frame: dict[str, Any]) -> list[tuple[Any, int]]:
    """The (target, share) pairs of a spell or ability whose amount was divided among its
    first targets as it was put on the stack (CR 601.2d), for the targets still legal (CR
    608.2b); empty if the spell or ability is gone."""
    s = g.objects.get(frame["stack_id"])
    if s is None:
        return []
    chosen = tuple(s.stack.get("targets", ((),))[0])
    division = tuple(s.stack.get("division", ()))
    legal = set(frame["targets"][0]) if frame["targets"] else set()
    return [(t, n) for t, n in zip(chosen, division, strict=False) if t in legal]


@effect(E.DealDamageDivided)
def _deal_damage_divided(g: GameState, e: E.DealDamageDivided, fid: int,
                         frame: dict[str, Any]) -> None:
    """Divided damage (CR 601.2d): the shares were fixed as the spell was cast, in the order its
    first targets were chosen; they are dealt at once (one batch, CR 120.2), each share being
    its own damage event, so replacement effects see each share (ruling MID-RN-069). A target
    that is no longer legal gets nothing and the others keep their shares (CR 608.2b)."""
    srcs = resolve_ref(g, e.source, frame)
    src = srcs[0] if srcs else frame.get("source")
    lki = _source_lki(g, src, frame)
    events = []
    for t, n in division_shares(g, frame):
        if is_player_id(t):
            if g.players[t].in_game:
                events.append(Event("damage", player=t, source=src, amount=n, lki=lki))
        elif t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD:
            events.append(Event("damage", obj=t, source=src, amount=n, lki=lki))
    submit_batch(g, events)


@effect(E.GainLife)
def _gain_life(g: GameState, e: E.GainLife, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("life_gain", player=p, amount=n) for p in players(g, e.who, frame)])


@effect(E.LoseLife)
def _lose_life(g: GameState, e: E.LoseLife, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("life_loss", player=p, amount=n) for p in players(g, e.who, frame)])


@effect(E.Fight)
def _fight(g: GameState, e: E.Fight, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.14a: each deals damage equal to its power to the other; a creature fighting
    itself deals damage to itself equal to twice its power (701.14c)."""
    a = on_battlefield(g, objs(g, e.a, frame))
    b = on_battlefield(g, objs(g, e.b, frame))
    if not a or not b:
        return
    x, y = a[0], b[0]
    cx, cy = chars(g, x), chars(g, y)
    if not (cx.is_creature and cy.is_creature):
        return
    if x == y:
        submit_batch(g, [Event("damage", obj=x, source=x, amount=2 * (cx.power or 0), lki=cx)])
        return
    submit_batch(g, [Event("damage", obj=y, source=x, amount=cx.power or 0, lki=cx),
                     Event("damage", obj=x, source=y, amount=cy.power or 0, lki=cy)])


@effect(E.PreventDamage)
def _prevent(g: GameState, e: E.PreventDamage, fid: int, frame: dict[str, Any]) -> None:
    """CR 615: prevention shields on each object or player."""
    n = None if e.amount is None else amt(g, e.amount, frame)
    for t in resolve_ref(g, e.to, frame):
        add_shield(g, Shield(new_shield_id(g), "damage", _prevent_applies, _prevent_replace,
                             frame["controller"], frame.get("source"),
                             (t, e.combat_only), uses=None, until="eot", prevention=True,
                             amount=n))


def _prevent_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    t, combat_only = sh.data
    if combat_only and not ev.data.get("combat"):
        return False
    target = ev.player if ev.player is not None else ev.obj
    return target == t and ev.amount > 0


def _prevent_replace(g: GameState, sh: Shield, ev: Event) -> Event | None:
    """Prevent all of the damage, or the shield's remaining amount of it (CR 615.7)."""
    n = sh.amount
    if n is None:
        g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount,
                           source=ev.source))
        return None
    used = min(n, ev.amount)
    # The damage a shield with an amount prevents is recorded like any other prevented
    # damage (CR 615.7, 615.13).
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=used,
                       source=ev.source))
    g.shields = [s for s in g.shields if s.sid != sh.sid]
    if n - used > 0:
        g.shields.append(replace(sh, amount=n - used))
    g.version += 1
    rest = ev.amount - used
    return ev.but(amount=rest) if rest > 0 else None



@effect(E.PreventAllDamage)
def _prevent_all(g: GameState, e: E.PreventAllDamage, fid: int, frame: dict[str, Any]) -> None:
    """CR 615: one prevention shield per object of ``by`` (or one shield), until end of turn or
    used ``times`` times (``next_time``, CR 615.7)."""
    you = frame["controller"]
    source = frame.get("source")
    f = e.by_filter
    if f is not None and f.chosen_type:
        src = g.objects.get(source) if source is not None else None
        kind = src.chosen.get("creature_type") if src is not None else None
        if kind is None:
            return  # no type was chosen: nothing is of the chosen type
        f = replace(f, chosen_type=False, subtypes=(kind,))
    to = None if e.to is None else frozenset(resolve_ref(g, e.to, frame))
    if e.by is None:
        by: list[tuple[int | None, bool]] = [(None, False)]
    else:
        ids = [t for t in resolve_ref(g, e.by, frame) if t in g.objects
               and g.objects[t].zone in (Zone.BATTLEFIELD, Zone.STACK)]
        by = [(t, g.objects[t].zone is Zone.STACK) for t in ids]
    for t, from_stack in by:
        add_shield(g, Shield(new_shield_id(g), "damage", _prevent_all_applies,
                             _prevent_all_replace, you, source,
                             (t, from_stack, f, to, e.combat_only, you),
                             uses=e.times if e.next_time else None, until="eot", prevention=True))


def _dealt_by(g: GameState, first: int, from_stack: bool) -> set[int]:
    """The object, and what it became if it was a spell that resolved into a permanent."""
    out = {first}
    if from_stack:
        for ev in g.log:
            if ev.kind == "zone_change" and ev.obj in out and ev.from_zone is Zone.STACK and \
                    ev.to_zone is Zone.BATTLEFIELD and ev.new_obj is not None:
                out.add(ev.new_obj)
    return out


def _prevent_all_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    by, from_stack, f, to, combat_only, you = sh.data
    if ev.amount <= 0 or (combat_only and not ev.data.get("combat")):
        return False
    if to is not None and (ev.player if ev.player is not None else ev.obj) not in to:
        return False
    if by is not None and (ev.source is None or ev.source not in _dealt_by(g, by, from_stack)):
        return False
    if f is not None:
        from manastack.rules.selectors import chars_match
        if ev.source is None:
            return False
        if ev.source in g.objects and g.objects[ev.source].zone is Zone.BATTLEFIELD:
            c = chars(g, ev.source)
        else:
            c = ev.lki
        if c is None or not chars_match(g, c, f, you, sh.source, ev.source):
            return False
    return True


def _prevent_all_replace(g: GameState, sh: Shield, ev: Event) -> None:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount,
                       source=ev.source))
    return None

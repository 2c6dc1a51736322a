"""Carrying out one-shot effects (CR 610) and creating continuous effects (CR 611).

Each effect record of ``manastack.dsl.effects`` has a handler here. A handler reads the
resolution frame, submits events, and pushes follow-up instructions; choices become decisions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.database import database
from manastack.dsl import effects as E
from manastack.dsl import refs as R
from manastack.dsl.filters import Filter
from manastack.rules.amounts import evaluate_amount, resolve_ref
from manastack.rules.characteristics import ContinuousEffect, chars
from manastack.rules.choices import ask
from manastack.rules.creature_types import ORDERED_CREATURE_TYPES
from manastack.rules.events import Event, submit, submit_all
from manastack.rules.instructions import handler, push, push_all
from manastack.rules.mana import add_mana
from manastack.rules.pipeline import submit_batch
from manastack.rules.replacement import Shield, add_shield, new_shield_id
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

EffectFn = Callable[[GameState, Any, int, dict[str, Any]], None]
EFFECTS: dict[type, EffectFn] = {}


def effect(cls: type) -> Callable[[EffectFn], EffectFn]:
    def deco(fn: EffectFn) -> EffectFn:
        EFFECTS[cls] = fn
        return fn
    return deco


@handler("effect")
def _run_effect(g: GameState, eff: Any, fid: int) -> None:
    frame = g.frames.get(fid)
    if frame is None:
        return
    fn = EFFECTS.get(type(eff))
    if fn is None:
        raise NotImplementedError(f"no handler for effect {type(eff).__name__}")
    fn(g, eff, fid, frame)


def amt(g: GameState, a: Any, frame: dict[str, Any]) -> int:
    return evaluate_amount(g, a, frame)


def objs(g: GameState, ref: Any, frame: dict[str, Any]) -> list[int]:
    return [x for x in resolve_ref(g, ref, frame) if not is_player_id(x) and x in g.objects]


def players(g: GameState, ref: Any, frame: dict[str, Any]) -> list[int]:
    out = []
    for x in resolve_ref(g, ref, frame):
        if is_player_id(x):
            if g.players[x].in_game:
                out.append(x)
    return out


def on_battlefield(g: GameState, ids: list[int]) -> list[int]:
    return [x for x in ids if g.objects[x].zone is Zone.BATTLEFIELD]


# -- damage and life -------------------------------------------------------------------------
@effect(E.DealDamage)
def _deal_damage(g: GameState, e: E.DealDamage, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    srcs = resolve_ref(g, e.source, frame)
    src = srcs[0] if srcs else frame.get("source")
    lki = chars(g, src) if src in g.objects else frame.get("source_chars")
    data = {"cant_be_prevented": True} if e.cant_be_prevented else {}
    events = []
    for t in resolve_ref(g, e.to, frame):
        if is_player_id(t):
            if g.players[t].in_game:
                events.append(Event("damage", player=t, source=src, amount=n, lki=lki,
                                    data=dict(data)))
        elif t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD:
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
    lki = chars(g, src) if src in g.objects else frame.get("source_chars")
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


# -- cards -----------------------------------------------------------------------------------
@effect(E.Draw)
def _draw(g: GameState, e: E.Draw, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs: list[Event] = []
    for p in players(g, e.who, frame):
        evs.extend(Event("draw", player=p) for _ in range(n))
    submit_all(g, evs)


@effect(E.Discard)
def _discard(g: GameState, e: E.Discard, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        push(g, "discard_step", p, n, e.random, e.filter, fid)


@handler("discard_step")
def _discard_step(g: GameState, p: int, n: int, rnd: bool, f: Any, fid: int) -> None:
    hand = [c for c in g.players[p].hand
            if f is None or matches(g, c, f.but(zone=Zone.HAND, owner=None), p, None)]
    if n <= 0 or not hand:
        return
    if rnd:
        pick = hand[g.rng.below(len(hand))]
        push(g, "discard_step", p, n - 1, rnd, f, fid)
        discard(g, p, pick)
        return
    if len(hand) <= n:
        push(g, "discard_step", p, 0, rnd, f, fid)
        for c in reversed(hand):
            discard(g, p, c)
        return
    push(g, "discard_chosen", p, n, rnd, f, fid)
    ask(g, p, "discard", tuple(hand), fid, "discard_pick", prompt=f"Discard a card ({n} left)")


@handler("discard_chosen")
def _discard_chosen(g: GameState, p: int, n: int, rnd: bool, f: Any, fid: int) -> None:
    pick = g.frames[fid].pop("discard_pick")
    push(g, "discard_step", p, n - 1, rnd, f, fid)
    discard(g, p, pick)


def discard(g: GameState, p: int, card: int) -> None:
    """CR 701.9: move a card from its owner's hand to their graveyard."""
    submit(g, Event("zone_change", obj=card, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                    player=p, data={"cause": "discard"}))


@effect(E.DiscardChosenBy)
def _discard_chosen_by(g: GameState, e: E.DiscardChosenBy, fid: int,
                       frame: dict[str, Any]) -> None:
    you = frame["controller"]
    for p in players(g, e.who, frame):
        g.extra.setdefault("revealed_hands", [])
        g.log.append(Event("reveal_hand", player=p, data={"to": "all",
                                                          "cards": tuple(g.players[p].hand)}))
        cands = [c for c in g.players[p].hand if e.filter is None or
                 matches(g, c, e.filter.but(zone=Zone.HAND, owner=None), you, None)]
        if not cands:
            continue
        push(g, "discard_pick_other", p, fid)
        ask(g, you, "choose_cards", tuple(cands), fid, "other_pick",
            prompt="Choose a card for that player to discard")
        return


@handler("discard_pick_other")
def _discard_pick_other(g: GameState, p: int, fid: int) -> None:
    discard(g, p, g.frames[fid].pop("other_pick"))


@effect(E.Mill)
def _mill(g: GameState, e: E.Mill, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs = []
    for p in players(g, e.who, frame):
        for c in g.players[p].library[:n]:
            evs.append(Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                             to_zone=Zone.GRAVEYARD, player=p, data={"cause": "mill"}))
    submit_batch(g, evs)


@effect(E.Scry)
def _scry(g: GameState, e: E.Scry, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        cards = tuple(g.players[p].library[:n])
        if cards:
            push(g, "sort_top", p, cards, (), (), "bottom", fid)


@effect(E.Surveil)
def _surveil(g: GameState, e: E.Surveil, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        cards = tuple(g.players[p].library[:n])
        if cards:
            push(g, "sort_top", p, cards, (), (), "graveyard", fid)


@handler("sort_top")
def _sort_top(g: GameState, p: int, left: tuple[int, ...], top: tuple[int, ...],
              away: tuple[int, ...], where: str, fid: int) -> None:
    """Scry (CR 701.22) / surveil (CR 701.25): each looked-at card goes on top or away; the
    cards kept on top are then put back in the chosen order (first chosen ends on top)."""
    if left:
        card = left[0]
        push(g, "sort_top_answer", p, left, top, away, where, fid)
        ask(g, p, "scry" if where == "bottom" else "surveil", ("top", where), fid,
            "sort_pick", prompt=f"Put this card on top or {where}", card=card)
        return
    lib = g.players[p].library
    rest = [c for c in lib if c not in top and c not in away]
    if where == "bottom":
        g.players[p].library = list(top) + rest + list(away)
        g.version += 1
    else:
        g.players[p].library = list(top) + rest
        g.version += 1
        for c in away:
            g.players[p].library.insert(0, c)
        submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                               to_zone=Zone.GRAVEYARD, player=p, data={"cause": "surveil"})
                         for c in away])
    g.log.append(Event("scry" if where == "bottom" else "surveil", player=p,
                       amount=len(top) + len(away), data={"top": len(top),
                                                          "away": len(away)}))


@handler("sort_top_answer")
def _sort_top_answer(g: GameState, p: int, left: tuple[int, ...], top: tuple[int, ...],
                     away: tuple[int, ...], where: str, fid: int) -> None:
    pick = g.frames[fid].pop("sort_pick")
    card = left[0]
    if pick == "top":
        top = top + (card,)
    else:
        away = away + (card,)
    if not left[1:] and len(top) > 1:
        push(g, "order_cards", p, top, (), away, where, fid)
        return
    push(g, "sort_top", p, left[1:], top, away, where, fid)


@handler("order_cards")
def _order_cards(g: GameState, p: int, unordered: tuple[int, ...], ordered: tuple[int, ...],
                 away: tuple[int, ...], where: str, fid: int) -> None:
    if len(unordered) <= 1:
        push(g, "sort_top", p, (), ordered + unordered, away, where, fid)
        return
    push(g, "order_cards_answer", p, unordered, ordered, away, where, fid)
    ask(g, p, "order_cards", unordered, fid, "order_pick",
        prompt="Choose the card to put on top next (the first chosen ends up on top)")


@handler("order_cards_answer")
def _order_cards_answer(g: GameState, p: int, unordered: tuple[int, ...],
                        ordered: tuple[int, ...], away: tuple[int, ...], where: str,
                        fid: int) -> None:
    pick = g.frames[fid].pop("order_pick")
    push(g, "order_cards", p, tuple(c for c in unordered if c != pick), ordered + (pick,),
         away, where, fid)


@effect(E.Search)
def _search(g: GameState, e: E.Search, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        push(g, "shuffle", p)
        push(g, "search_step", p, e, n, fid)


@handler("search_step")
def _search_step(g: GameState, p: int, e: E.Search, n: int, fid: int) -> None:
    """CR 701.23: look through the library; a search for cards with a stated quality may
    fail to find (CR 701.23b)."""
    if n <= 0:
        return
    f: Filter = e.filter.but(zone=Zone.LIBRARY, owner=None)
    cands = [c for c in g.players[p].library if matches(g, c, f, p, None)]
    if not cands:
        return
    chooser = _searcher(g, e, p, fid)
    whose = "your" if chooser == p else f"{g.players[p].name}'s"
    push(g, "search_found", p, e, n, fid)
    ask(g, chooser, "search", tuple(cands), fid, "found", optional=True,
        prompt=f"Search {whose} library for {e.filter.label or 'a card'}")


def _searcher(g: GameState, e: E.Search, owner: int, fid: int) -> int:
    """The player searching ``owner``'s library: the owner, or ``e.searcher`` ("search target
    player's library": the ability's controller searches it, CR 701.23)."""
    if e.searcher is None:
        return owner
    who = players(g, e.searcher, g.frames[fid])
    return who[0] if who else owner


@handler("search_found")
def _search_found(g: GameState, p: int, e: E.Search, n: int, fid: int) -> None:
    card = g.frames[fid].pop("found")
    if card is None:
        return
    push(g, "search_step", p, e, n - 1, fid)
    if e.reveal:
        g.log.append(Event("reveal", obj=card, player=p, data={"to": "all"}))
    data: dict[str, Any] = {"cause": "search"}
    if e.to is Zone.BATTLEFIELD:
        data["tapped"] = e.tapped
        data["controller"] = p
    submit(g, Event("zone_change", obj=card, from_zone=Zone.LIBRARY, to_zone=e.to,
                    player=p, data=data))


@effect(E.RevealUntil)
def _reveal_until(g: GameState, e: E.RevealUntil, fid: int, frame: dict[str, Any]) -> None:
    """Reveal from the top until a matching card (or the whole library) is revealed; with
    ``type_var``, a matching card also has the creature type chosen earlier (CR 205.3m)."""
    frame[e.var] = ()
    frame[e.all_var] = ()
    kind = frame.get(e.type_var) if e.type_var else None
    for p in players(g, e.who, frame)[:1]:
        f: Filter = e.filter.but(zone=Zone.LIBRARY, owner=None)
        shown: list[int] = []
        for c in g.players[p].library:
            shown.append(c)
            g.log.append(Event("reveal", obj=c, player=p, data={"to": "all"}))
            if matches(g, c, f, p, None) and \
                    (not e.type_var or (kind is not None and kind in chars(g, c).subtypes)):
                frame[e.var] = (c,)
                break
        frame[e.all_var] = tuple(shown)


@effect(E.BottomInAnyOrder)
def _bottom_any_order(g: GameState, e: E.BottomInAnyOrder, fid: int,
                      frame: dict[str, Any]) -> None:
    by_owner: dict[int, list[int]] = {}
    for o in objs(g, e.what, frame):
        if g.objects[o].zone is Zone.LIBRARY:
            by_owner.setdefault(g.objects[o].owner, []).append(o)
    for p in reversed([q for q in g.player_ids() if q in by_owner]):
        push(g, "bottom_order", p, tuple(by_owner[p]), (), fid)


@effect(E.Shuffle)
def _shuffle(g: GameState, e: E.Shuffle, fid: int, frame: dict[str, Any]) -> None:
    for p in players(g, e.who, frame):
        shuffle(g, p)


@handler("shuffle")
def _shuffle_instr(g: GameState, p: int) -> None:
    shuffle(g, p)


def shuffle(g: GameState, p: int) -> None:
    g.rng.shuffle(g.players[p].library)
    g.version += 1
    g.log.append(Event("shuffle", player=p))


@effect(E.LookAtTop)
def _look_at_top(g: GameState, e: E.LookAtTop, fid: int, frame: dict[str, Any]) -> None:
    p = frame["controller"]
    n = amt(g, e.amount, frame)
    whose = players(g, e.who, frame)
    if not whose:
        return
    cards = tuple(g.players[whose[0]].library[:n])
    if not cards:
        return
    push(g, "look_take", p, e, cards, e.take, fid, ())


def _looked_library(g: GameState, p: int, cards: tuple[int, ...]) -> list[int]:
    """The library the looked-at cards are in: ``p``'s own, or another player's
    (``LookAtTop.who``)."""
    for c in cards:
        o = g.objects.get(c)
        if o is not None and o.zone is Zone.LIBRARY:
            return g.players[o.owner].library
    return g.players[p].library


@handler("look_take")
def _look_take(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], take: int,
               fid: int, taken: tuple[int, ...]) -> None:
    """Choose the cards to take one at a time; the chosen cards then move together, as one
    event: "put up to two of them onto the battlefield" puts them there at the same time
    (CR 614.13a), so a land entering that way doesn't see the other as it checks what you
    control (CR 614.12, MID-RN-032). Then the rest go where the effect says."""
    cands = [c for c in cards if e.filter is None or
             matches(g, c, e.filter.but(zone=Zone.LIBRARY, owner=None), p, None)]
    if take > 0 and cands:
        push(g, "look_took", p, e, cards, take, fid, taken)
        ask(g, p, "choose_cards", tuple(cands), fid, "took", optional=e.take_optional,
            prompt="Choose a card to take")
        return
    lib = _looked_library(g, p, cards)
    _look_rest(g, p, e, cards, fid)
    # CR 406.3: a card looked at and then exiled face down stays one that player may look at.
    data: dict[str, Any] = {"face_down": True, "known_to": (p,)} if e.face_down else {}
    # pushed last, so the taken cards move before the rest are put away
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=e.to,
                           player=p, data=data) for c in taken if c in lib])


def _look_rest(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], fid: int) -> None:
    lib = _looked_library(g, p, cards)
    rest = tuple(c for c in cards if c in lib)
    if e.rest_to is Zone.GRAVEYARD:
        submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                               to_zone=Zone.GRAVEYARD, player=p) for c in rest])
    elif e.rest_position == "top":
        pass  # the rest stay on top, as they were
    elif e.rest_random and rest:
        order = list(rest)
        g.rng.shuffle(order)
        for c in order:
            lib.remove(c)
            lib.append(c)
        g.version += 1
    elif len(rest) > 1:
        push(g, "bottom_order", p, rest, (), fid)
    elif rest:
        lib.remove(rest[0])
        lib.append(rest[0])
        g.version += 1


@handler("look_took")
def _look_took(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], take: int,
               fid: int, taken: tuple[int, ...]) -> None:
    pick = g.frames[fid].pop("took")
    if pick is None:
        push(g, "look_take", p, e, cards, 0, fid, taken)
        return
    if e.reveal:
        g.log.append(Event("reveal", obj=pick, player=p, data={"to": "all"}))
    push(g, "look_take", p, e, tuple(c for c in cards if c != pick), take - 1, fid,
         taken + (pick,))


@handler("bottom_order")
def _bottom_order(g: GameState, p: int, left: tuple[int, ...], done: tuple[int, ...],
                  fid: int) -> None:
    """``p`` puts library cards on the bottom of the library they are in (their own, or the
    one they looked at) in the order they choose."""
    if len(left) <= 1:
        lib = _looked_library(g, p, done + left)
        for c in done + left:
            if c in lib:
                lib.remove(c)
                lib.append(c)
        g.version += 1
        return
    push(g, "bottom_order_answer", p, left, done, fid)
    ask(g, p, "order_cards", left, fid, "bpick",
        prompt="Choose the next card to put on the bottom of the library")


@handler("bottom_order_answer")
def _bottom_order_answer(g: GameState, p: int, left: tuple[int, ...], done: tuple[int, ...],
                         fid: int) -> None:
    pick = g.frames[fid].pop("bpick")
    push(g, "bottom_order", p, tuple(c for c in left if c != pick), done + (pick,), fid)


# -- permanents ------------------------------------------------------------------------------
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
    """Each player in turn chooses what to sacrifice; all are sacrificed at once (CR 101.4)."""
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
    for o in objs(g, e.what, frame):
        obj = g.objects[o]
        data: dict[str, Any] = {"position": e.position}
        if e.zone is Zone.BATTLEFIELD:
            data["tapped"] = e.tapped
            under = players(g, e.under, frame) if e.under is not None else []
            data["controller"] = under[0] if under else frame["controller"]
            data["face_down"] = e.face_down
            if e.attacking and frame.get("attack_target") is not None:
                data["attacking"] = frame["attack_target"]
        if obj.zone is Zone.STACK and obj.card_key is None:
            continue
        evs.append(Event("zone_change", obj=o, from_zone=obj.zone, to_zone=e.zone,
                         player=obj.owner, data=data))
    submit_batch(g, evs)


@effect(E.TapEffect)
def _tap(g: GameState, e: E.TapEffect, fid: int, frame: dict[str, Any]) -> None:
    submit_batch(g, [Event("tap", obj=o) for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.UntapEffect)
def _untap(g: GameState, e: E.UntapEffect, fid: int, frame: dict[str, Any]) -> None:
    submit_batch(g, [Event("untap", obj=o) for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.PutCounters)
def _put_counters(g: GameState, e: E.PutCounters, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    evs = []
    for x in resolve_ref(g, e.what, frame):
        if is_player_id(x):
            evs.append(Event("counters_added", player=x, amount=n, data={"counter": e.kind}))
        elif x in g.objects and g.objects[x].zone is Zone.BATTLEFIELD:
            evs.append(Event("counters_added", obj=x, amount=n, data={"counter": e.kind}))
    submit_all(g, evs)


@effect(E.RemoveCounters)
def _remove_counters(g: GameState, e: E.RemoveCounters, fid: int,
                     frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("counters_removed", obj=o, amount=n, data={"counter": e.kind})
                   for o in on_battlefield(g, objs(g, e.what, frame))])


@effect(E.CreateToken)
def _create_token(g: GameState, e: E.CreateToken, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in players(g, e.who, frame):
        spec = {} if isinstance(e.token, str) else {"key": e.token.key}
        submit(g, Event("create_token", player=p, amount=n,
                        data={"token": e.token if isinstance(e.token, str) else e.token.name,
                              **spec, "tapped": e.tapped, "attacking": e.attacking,
                              "source": frame.get("source")}))


@effect(E.Investigate)
def _investigate(g: GameState, e: E.Investigate, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.16: create a Clue token."""
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("create_token", player=p, amount=n,
                         data={"token": "Clue", "investigate": True})
                   for p in players(g, e.who, frame)])


@effect(E.Regenerate)
def _regenerate(g: GameState, e: E.Regenerate, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.19: a regeneration shield for each object, until end of turn."""
    for o in on_battlefield(g, objs(g, e.what, frame)):
        add_shield(g, Shield(new_shield_id(g), "destroy", _regen_applies, _regen_replace,
                             frame["controller"], frame.get("source"), (o,), uses=1,
                             until="eot"))


def _regen_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    return ev.obj == sh.data[0] and not ev.data.get("no_regen")


def _regen_replace(g: GameState, sh: Shield, ev: Event) -> Event:
    return Event("regenerate", obj=ev.obj)


@effect(E.Fight)
def _fight(g: GameState, e: E.Fight, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.14: each deals damage equal to its power to the other."""
    a = on_battlefield(g, objs(g, e.a, frame))
    b = on_battlefield(g, objs(g, e.b, frame))
    if not a or not b:
        return
    x, y = a[0], b[0]
    if x == y:
        return
    cx, cy = chars(g, x), chars(g, y)
    if not (cx.is_creature and cy.is_creature):
        return
    submit_batch(g, [Event("damage", obj=y, source=x, amount=cx.power or 0, lki=cx),
                     Event("damage", obj=x, source=y, amount=cy.power or 0, lki=cy)])


@effect(E.Attach)
def _attach(g: GameState, e: E.Attach, fid: int, frame: dict[str, Any]) -> None:
    targets = on_battlefield(g, objs(g, e.to, frame))
    what = on_battlefield(g, objs(g, e.what, frame))
    if not targets or not what:
        return
    submit(g, Event("attach", obj=what[0], data={"to": targets[0]}))


@effect(E.CounterSpell)
def _counter(g: GameState, e: E.CounterSpell, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.6: a countered spell goes to its owner's graveyard; an ability just leaves."""
    for o in objs(g, e.what, frame):
        obj = g.objects[o]
        if obj.zone is not Zone.STACK:
            continue
        submit(g, Event("counter", obj=o, data={"to": e.to}))


@effect(E.AddMana)
def _add_mana(g: GameState, e: E.AddMana, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.times, frame)
    for p in players(g, e.who, frame):
        if n > 0:
            add_mana(g, p, e.mana * n)


@effect(E.ApplyContinuous)
def _apply_continuous(g: GameState, e: E.ApplyContinuous, fid: int,
                      frame: dict[str, Any]) -> None:
    """CR 611.2: the affected set is locked in as the effect begins (611.2c)."""
    affected: frozenset[int] | None = None
    affects: Any = None
    if e.locked:
        affected = frozenset(on_battlefield(g, objs(g, e.what, frame)))
        if not affected:
            return
    else:
        affects = e.what.filter if isinstance(e.what, R.All) else "self"
    mod = e.modify
    if mod.power and not isinstance(mod.power, int) or mod.toughness and not isinstance(
            mod.toughness, int):
        from dataclasses import replace
        mod = replace(mod, power=amt(g, mod.power, frame), toughness=amt(g, mod.toughness, frame))
    if mod.set_power is not None and not isinstance(mod.set_power, int):
        from dataclasses import replace
        mod = replace(mod, set_power=amt(g, mod.set_power, frame))
    if mod.set_toughness is not None and not isinstance(mod.set_toughness, int):
        from dataclasses import replace
        mod = replace(mod, set_toughness=amt(g, mod.set_toughness, frame))
    add_effect(g, mod, frame["controller"], frame.get("source"), affected, affects, e.duration)


def add_effect(g: GameState, mod: Any, controller: int, source: int | None,
               affected: frozenset[int] | None, affects: Any, duration: str) -> None:
    n = g.extra.get("effect_seq", 0) + 1
    g.extra["effect_seq"] = n
    if mod.controller is not None and affected:
        for o in affected:
            if g.objects[o].controller != mod.controller:
                pass
    g.effects.append(ContinuousEffect(g.next_timestamp(), source, controller, mod, affected,
                                      affects, duration, eid=n,
                                      data=("turn", g.turn, g.active)))
    g.version += 1


@effect(E.GainControl)
def _gain_control(g: GameState, e: E.GainControl, fid: int, frame: dict[str, Any]) -> None:
    """CR 613.1b: a control-changing effect (layer 2)."""
    who = players(g, e.who, frame)
    targets = frozenset(on_battlefield(g, objs(g, e.what, frame)))
    if not who or not targets:
        return
    add_effect(g, E.Modify(controller=who[0]), frame["controller"], frame.get("source"),
               targets, None, e.duration)


@effect(E.PreventDamage)
def _prevent(g: GameState, e: E.PreventDamage, fid: int, frame: dict[str, Any]) -> None:
    """CR 615: prevention shields on each object or player."""
    n = None if e.amount is None else amt(g, e.amount, frame)
    for t in resolve_ref(g, e.to, frame):
        add_shield(g, Shield(new_shield_id(g), "damage", _prevent_applies, _prevent_replace,
                             frame["controller"], frame.get("source"),
                             (t, n, e.combat_only), uses=None, until="eot", prevention=True))


def _prevent_applies(g: GameState, sh: Shield, ev: Event) -> bool:
    t, n, combat_only = sh.data
    if combat_only and not ev.data.get("combat"):
        return False
    target = ev.player if ev.player is not None else ev.obj
    return target == t and ev.amount > 0


def _prevent_replace(g: GameState, sh: Shield, ev: Event) -> Event | None:
    t, n, combat_only = sh.data
    if n is None:
        g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount))
        return None
    used = min(n, ev.amount)
    g.shields = [s for s in g.shields if s.sid != sh.sid]
    if n - used > 0:
        from dataclasses import replace
        g.shields.append(replace(sh, data=(t, n - used, combat_only)))
    g.version += 1
    rest = ev.amount - used
    return ev.but(amount=rest) if rest > 0 else None


# -- structure -------------------------------------------------------------------------------
@effect(E.May)
def _may(g: GameState, e: E.May, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.who, frame)
    if not who:
        return
    push(g, "may_answered", e, fid)
    ask(g, who[0], "may", (True, False), fid, e.result_var, prompt=e.prompt or "Do it?",
        source=frame.get("source"))


@handler("may_answered")
def _may_answered(g: GameState, e: E.May, fid: int) -> None:
    if g.frames[fid].get(e.result_var):
        push_all(g, [("effect", x, fid) for x in e.effects])


@effect(E.MayPay)
def _may_pay(g: GameState, e: E.MayPay, fid: int, frame: dict[str, Any]) -> None:
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.mana import player_can_pay
    who = frame["controller"]
    sid = frame.get("stack_id")
    cost = ManaCost.parse(e.mana)
    if sid not in g.objects or not player_can_pay(g, who, cost):
        return
    push(g, "may_pay_answered", e, fid)
    ask(g, who, "may", (True, False), fid, "_may_pay", prompt=e.prompt or f"Pay {e.mana}?",
        source=frame.get("source"))


@handler("may_pay_answered")
def _may_pay_answered(g: GameState, e: E.MayPay, fid: int) -> None:
    from manastack.dsl.mana_cost import ManaCost
    frame = g.frames[fid]
    if not frame.pop("_may_pay"):
        return
    sid = frame["stack_id"]
    push_all(g, [("effect", x, fid) for x in e.then])
    g.mut(sid).stack["to_pay"] = ManaCost.parse(e.mana)
    push(g, "pay_mana", sid)


@effect(E.If)
def _if(g: GameState, e: E.If, fid: int, frame: dict[str, Any]) -> None:
    branch = e.then if e.condition(g, frame) else e.otherwise
    push_all(g, [("effect", x, fid) for x in branch])


@effect(E.ForEachPlayer)
def _for_each_player(g: GameState, e: E.ForEachPlayer, fid: int,
                     frame: dict[str, Any]) -> None:
    steps: list[tuple[Any, ...]] = []
    for p in players(g, e.who, frame):
        sub = dict(frame)
        sub["controller"] = p
        sub["original_controller"] = frame["controller"]
        sfid = g.new_frame()
        g.frames[sfid] = sub
        steps.extend(("effect", x, sfid) for x in e.effects)
        steps.append(("drop_frame", sfid))
    push_all(g, steps)


@handler("drop_frame")
def _drop_frame(g: GameState, fid: int) -> None:
    g.frames.pop(fid, None)


@effect(E.ChooseObjects)
def _choose_objects(g: GameState, e: E.ChooseObjects, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.chooser, frame)
    if not who:
        return
    frame[e.var] = ()
    push(g, "choose_objects_step", e, who[0], fid)


@handler("choose_objects_step")
def _choose_objects_step(g: GameState, e: E.ChooseObjects, p: int, fid: int) -> None:
    frame = g.frames[fid]
    chosen = tuple(frame.get(e.var, ()))
    if len(chosen) >= e.max:
        return
    from manastack.rules.selectors import all_matching
    cands = [o for o in all_matching(g, e.filter, frame["controller"], frame.get("source"))
             if o not in chosen]
    if not cands:
        return
    push(g, "choose_objects_answer", e, p, fid)
    ask(g, p, "choose_cards", tuple(cands), fid, "_pick", optional=len(chosen) >= e.min,
        prompt=e.prompt or f"Choose {e.filter.label or 'an object'}")


@handler("choose_objects_answer")
def _choose_objects_answer(g: GameState, e: E.ChooseObjects, p: int, fid: int) -> None:
    frame = g.frames[fid]
    pick = frame.pop("_pick")
    if pick is None:
        return
    frame[e.var] = tuple(frame.get(e.var, ())) + (pick,)
    push(g, "choose_objects_step", e, p, fid)


@effect(E.ChooseOption)
def _choose_option(g: GameState, e: E.ChooseOption, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.chooser, frame)
    if who:
        ask(g, who[0], "choose_option", e.options, fid, e.var, prompt=e.prompt or "Choose one")


@effect(E.ChooseCreatureType)
def _choose_creature_type(g: GameState, e: E.ChooseCreatureType, fid: int,
                          frame: dict[str, Any]) -> None:
    """CR 205.3m: only real creature types may be chosen; not one the card forbids, nor the
    type chosen earlier that this one must differ from."""
    who = players(g, e.chooser, frame)
    if who:
        earlier = frame.get(e.differ_from) if e.differ_from else None
        opts = tuple(t for t in ORDERED_CREATURE_TYPES if t not in e.exclude and t != earlier)
        ask(g, who[0], "choose_creature_type", opts, fid, e.var,
            prompt="Choose a creature type")


@effect(E.BecomeCreatureType)
def _become_creature_type(g: GameState, e: E.BecomeCreatureType, fid: int,
                          frame: dict[str, Any]) -> None:
    """CR 205.1a: the chosen creature type replaces all existing creature types (layer 4);
    the objects affected are those of ``what`` now (CR 611.2c)."""
    t = frame.get(e.var)
    affected = frozenset(on_battlefield(g, objs(g, e.what, frame)))
    if not t or not affected:
        return
    add_effect(g, E.Modify(set_creature_types=(t,)), frame["controller"], frame.get("source"),
               affected, None, e.duration)


@effect(E.ChangeCreatureTypeText)
def _change_creature_type_text(g: GameState, e: E.ChangeCreatureTypeText, fid: int,
                               frame: dict[str, Any]) -> None:
    """CR 612: a text-changing effect on a spell or permanent (layer 3)."""
    from manastack.rules.text_change import CreatureTypeTextChange
    old, new = frame.get(e.old_var), frame.get(e.new_var)
    affected = frozenset(x for x in objs(g, e.what, frame)
                         if g.objects[x].zone in (Zone.BATTLEFIELD, Zone.STACK))
    if not old or not new or not affected:
        return
    add_effect(g, E.Modify(custom_layer="3", custom=CreatureTypeTextChange(old, new)),
               frame["controller"], frame.get("source"), affected, None, e.duration)


@effect(E.ChooseNumber)
def _choose_number(g: GameState, e: E.ChooseNumber, fid: int, frame: dict[str, Any]) -> None:
    who = players(g, e.chooser, frame)
    hi = amt(g, e.high, frame)
    if who:
        ask(g, who[0], "choose_number", tuple(range(e.low, hi + 1)), fid, e.var,
            prompt="Choose a number")


@effect(E.Custom)
def _custom(g: GameState, e: E.Custom, fid: int, frame: dict[str, Any]) -> None:
    e.fn(g, fid)


@effect(E.DelayedTrigger)
def _delayed(g: GameState, e: E.DelayedTrigger, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.triggers import DelayedTriggerRecord
    mem = tuple(resolve_ref(g, e.remember, frame)) if e.remember is not None else ()
    n = g.extra.get("delayed_seq", 0) + 1
    g.extra["delayed_seq"] = n
    src = frame.get("source")
    if e.about is not None:
        about = objs(g, e.about, frame)
        if not about:
            return
        src = about[0]
    g.delayed.append(DelayedTriggerRecord(n, e.ability, frame["controller"], src, mem,
                                          until_turn=g.turn if e.this_turn else None,
                                          every_time=e.every_time and e.this_turn))
    g.version += 1


@effect(E.ReflexiveTrigger)
def _reflexive(g: GameState, e: E.ReflexiveTrigger, fid: int, frame: dict[str, Any]) -> None:
    """CR 603.12: the reflexive ability triggers now and waits to be put on the stack."""
    from manastack.rules.triggers import PendingTrigger
    g.triggered.append(PendingTrigger(frame.get("source") or 0, e.ability, frame["controller"],
                                      frame.get("event"), frame.get("source_chars")))
    g.version += 1


@effect(E.SetDayNight)
def _set_day_night(g: GameState, e: E.SetDayNight, fid: int, frame: dict[str, Any]) -> None:
    submit(g, Event("day_night", data={"value": e.value}))


@effect(E.Transform)
def _transform(g: GameState, e: E.Transform, fid: int, frame: dict[str, Any]) -> None:
    from manastack.rules.transform import transform_effect
    transform_effect(g, on_battlefield(g, objs(g, e.what, frame)), frame)


def token_card(name: str) -> Any:
    return database().token(name)


@effect(E.PayAnyNumberOfTimes)
def _pay_any_number(g: GameState, e: E.PayAnyNumberOfTimes, fid: int,
                    frame: dict[str, Any]) -> None:
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.mana import player_can_pay
    who = frame["controller"]
    once = ManaCost.parse(e.mana)
    total, most = once, 0
    while most < 30 and player_can_pay(g, who, total):
        most += 1
        total = total.plus(once)
    if most == 0:
        return
    push(g, "paid_any_number", e, fid)
    ask(g, who, "choose_number", tuple(range(most + 1)), fid, "_times",
        prompt=f"Pay {e.mana} how many times?", source=frame.get("source"))


@handler("paid_any_number")
def _paid_any_number(g: GameState, e: E.PayAnyNumberOfTimes, fid: int) -> None:
    from manastack.dsl.costs import Cost
    from manastack.dsl.mana_cost import ManaCost
    from manastack.rules.triggers import PendingTrigger
    from manastack.rules.unless_pays import pay_now
    frame = g.frames[fid]
    n = int(frame.pop("_times") or 0)
    if n <= 0:
        return
    once = ManaCost.parse(e.mana)
    total = once
    for _ in range(n - 1):
        total = total.plus(once)
    g.triggered.append(PendingTrigger(frame.get("source") or 0, e.ability, frame["controller"],
                                      Event("paid_times", player=frame["controller"], amount=n),
                                      frame.get("source_chars")))
    g.version += 1
    pay_now(g, frame["controller"], Cost(mana=total), fid, f"{e.mana} x{n}")


@effect(E.PutCountersDivided)
def _put_counters_divided(g: GameState, e: E.PutCountersDivided, fid: int,
                          frame: dict[str, Any]) -> None:
    evs = [Event("counters_added", obj=t, amount=n, data={"counter": e.kind})
           for t, n in division_shares(g, frame)
           if t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD]
    submit_all(g, evs)


@effect(E.ChangeOnlyTarget)
def _change_only_target(g: GameState, e: E.ChangeOnlyTarget, fid: int,
                        frame: dict[str, Any]) -> None:
    """CR 115.7d: change the one target of a spell to another legal target of the kind named,
    if that one target is what the effect requires (checked as it resolves)."""
    from manastack.rules.stack import source_chars_of, target_specs
    from manastack.rules.targets import legal_targets
    you, src = frame["controller"], frame.get("source")
    spells = [x for x in resolve_ref(g, e.spell, frame) if x in g.objects and
              g.objects[x].zone is Zone.STACK and g.objects[x].stack.get("kind") == "spell"]
    if not spells:
        return
    sid = spells[0]
    s = g.objects[sid]
    flat = [(slot, i, t) for slot, ts in enumerate(s.stack.get("targets", ()))
            for i, t in enumerate(ts)]
    if len(flat) != 1:
        return  # "has only one target"
    slot, index, cur = flat[0]
    if e.current_is_self:
        if cur != src:
            return
    elif e.current is not None and (is_player_id(cur) or cur not in g.objects or
                                    not matches(g, cur, e.current, you, src)):
        return
    specs = target_specs(g, sid)
    if slot >= len(specs):
        return
    opts = tuple(t for t in legal_targets(g, specs[slot], s.controller, sid,
                                          source_chars_of(g, s))
                 if t != cur and not is_player_id(t) and matches(g, t, e.to, you, src))
    if not opts:
        return
    push(g, "only_target_changed", sid, slot, index, fid)
    ask(g, you, "new_target", opts, fid, "_new_target", source=sid,
        prompt=f"Choose the {e.to.label or 'object'} the spell targets instead")


@handler("only_target_changed")
def _only_target_changed(g: GameState, sid: int, slot: int, index: int, fid: int) -> None:
    v = g.frames[fid].get("_new_target")
    if v is None or sid not in g.objects:
        return
    o = g.mut(sid)
    chosen = [list(t) for t in o.stack.get("targets", ())]
    chosen[slot][index] = v
    o.stack["targets"] = tuple(tuple(t) for t in chosen)
    g.version += 1


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

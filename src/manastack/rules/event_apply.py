"""Applying events that survived replacement (CR 614): the only place the game changes."""

from __future__ import annotations

from typing import Any

from manastack.cards.database import database
from manastack.rules.characteristics import Chars, base_chars, chars
from manastack.rules.commander import record_commander_damage
from manastack.rules.day_night import entering_face
from manastack.rules.events import (  # noqa: F401 - the registry of appliers, re-exported
    APPLIERS,
    Applier,
    Event,
    applier,
)
from manastack.rules.information import may_look
from manastack.rules.known_cards import followed, identified, left_hand
from manastack.rules.layer_keeping import mut_damage, mut_tapping
from manastack.rules.library_top import revealed
from manastack.rules.planeswalkers import add_starting_loyalty
from manastack.rules.restrictions import cant_lose
from manastack.rules.targets import protection_stops
from manastack.rules.transform import entering_face_allowed
from manastack.rules.two_headed_giant import share_life_change, share_poison, with_teammates
from manastack.rules.zone_change import attached_as_it_leaves, move_object
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject, is_player_id
from manastack.state.player import Player
from manastack.state.zones import Zone


def apply_event(g: GameState, ev: Event) -> list[Event]:
    """Carry out ``ev`` and return the events that happened (possibly none)."""
    fn = APPLIERS.get(ev.kind)
    if fn is None:
        return [ev]  # a pure notification (cast, attacks, step_begin, ...)
    return fn(g, ev)


@applier("zone_change")
def _zone_change(g: GameState, ev: Event) -> list[Event]:
    oid = ev.obj
    if oid is None or oid not in g.objects:
        return []
    o = g.objects[oid]
    if ev.from_zone is not None and o.zone is not ev.from_zone:
        return []  # CR 400.7: it is no longer the object the event was about
    if o.is_token and o.zone is not Zone.BATTLEFIELD:
        # CR 111.8: a token that has left the battlefield can't move to another zone or come
        # back onto the battlefield; it stays where it is until state-based actions remove it.
        return []
    to = ev.to_zone
    assert to is not None
    d = ev.data
    from_zone = o.zone
    if from_zone is Zone.BATTLEFIELD and g.combat is not None and oid in g.combat.blockers:
        d = {**d, "blocking": g.combat.blockers[oid]}  # whom it was blocking as it left
    if from_zone is Zone.BATTLEFIELD and (o.counters or o.chosen):
        # Last-known information beyond characteristics (CR 608.2h): the counters it had and
        # the choices made as it entered, for effects that use them after it left.
        d = {**d, "left_counters": dict(o.counters), "left_chosen": dict(o.chosen)}
    if from_zone is Zone.BATTLEFIELD and (was := attached_as_it_leaves(g, oid)) is not None:
        # What it was attached to as it left, for its leaves-the-battlefield abilities that
        # look back in time ("enchanted player", CR 603.10a) and its abilities resolving
        # after it left (an Aura whose object left first, CR 303.4c, 608.2h).
        d = {**d, "left_attached_to": was}
    if from_zone is Zone.BATTLEFIELD and o.is_token:
        d = {**d, "was_token": True}  # last-known: "if that creature was a token"
    # a card leaving a hand face down, into a library or a hand: nobody else sees which,
    # unless it is the hand's only card (rules.known_cards)
    unseen = from_zone is Zone.HAND and (to is Zone.HAND or to is Zone.LIBRARY or bool(
        d.get("face_down"))) and g.players[o.owner].hand != [oid]
    if o.face_down or o.known_to:
        # Who knew which card it was before it moved (CR 708.5, 406.3): the log keeps it.
        # (``len(g.players)``: anyone watching, for a card revealed to all, rules.known_cards;
        # of a hand, who could tell it from the hand's other cards, CR 402.3, its owner being
        # told by rules.information; of a library, its owner too only if they knew it, CR
        # 401.2)
        knew = identified(g, oid) if from_zone is Zone.HAND else o.known_to
        d = {**d, "was_face_down": o.face_down, "known_before": tuple(
            p for p in range(len(g.players) + 1)
            if (may_look(g, p, oid) if o.face_down else p in knew and not unseen))}
    if from_zone is Zone.HAND:
        left_hand(g, oid, not unseen)  # what the others still know of that hand
    if d.get("face_down"):
        known_to = frozenset(d.get("known_to", ()))
    elif to is Zone.HAND or to is Zone.LIBRARY:
        # CR 400.7: whoever could follow the card there knows the new object (rules.known_cards)
        known_to = followed(g, oid, d.get("arranged_by"))
    else:
        known_to = frozenset()
    face = int(d.get("face", 0))
    if to is Zone.BATTLEFIELD:
        if not entering_face_allowed(g, oid, face):
            return []  # CR 712.14a: a card that isn't double-faced stays where it is
        face = entering_face(g, oid, face, d)
    elif to is not Zone.STACK:
        face = 0  # CR 712.8a: elsewhere a double-faced card has its front face up
    attached = tuple(x for x in g.battlefield if g.objects[x].attached_to == oid) \
        if from_zone is Zone.BATTLEFIELD else ()
    new_id, lki = move_object(
        g, oid, to, position=d.get("position", "top"), controller=d.get("controller"),
        tapped=bool(d.get("tapped", False)), face_down=bool(d.get("face_down", False)),
        face=face, known_to=known_to,
        lki=ev.lki if from_zone is Zone.BATTLEFIELD else None)
    new = g.objects[new_id]
    if to is Zone.BATTLEFIELD:
        counters = d.get("counters")
        if counters:
            new.counters = dict(counters)
        if d.get("chosen"):
            new.chosen = dict(d["chosen"])
        if d.get("was_cast"):
            new.was_cast = True
            new.cast_method = d.get("cast_method", "normal")
        if d.get("copy_of") is not None:
            new.copy_of = d["copy_of"]
        if d.get("token"):
            new.is_token = True  # a resolving copy of a permanent spell (CR 608.3f, 111.13)
        if d.get("copy_faces") is not None:
            # a double-faced token copy (CR 707.10g): the face up now, and both for transforming
            new.copy_of = d["copy_faces"][new.face]
            g.extra["copy_faces"] = {**g.extra.get("copy_faces", {}), new_id: d["copy_faces"]}
        if d.get("attach_to") is not None and "Aura" in base_chars(new).subtypes:
            # CR 303.4h: anything else enters unattached; an Aura by its copied values too
            new.attached_to = d["attach_to"]
        if d.get("attacking") is not None and g.combat is not None:
            g.combat.attackers[new_id] = d["attacking"]  # CR 508.4: not declared
        if d.get("entering_effect") is not None:
            # CR 611.2e: "it is [characteristic]" applies simultaneously with it entering,
            # before the abilities that trigger on it entering are checked.
            from manastack.rules.continuous import add_effect
            mod, controller, source = d["entering_effect"]
            add_effect(g, mod, controller, source, frozenset({new_id}), None, "forever")
        add_starting_loyalty(g, new_id)  # CR 306.5b
    if lki is not None and o.face_down and (from_zone is Zone.BATTLEFIELD or (
            from_zone is Zone.STACK and to is not Zone.BATTLEFIELD)):
        d = dict(d)
        d["revealed"] = True  # CR 708.9: a face-down permanent or spell leaving is revealed
    if attached:
        d = {**d, "attached": attached}  # what was attached to it as it left (CR 603.10a)
    return [ev.but(new_obj=new_id, lki=lki, from_zone=from_zone, player=o.owner
                   if ev.player is None else ev.player, data=d)]


@applier("draw")
def _draw(g: GameState, ev: Event) -> list[Event]:
    p = g.players[ev.player]  # type: ignore[index]
    if not p.library:
        p.drew_from_empty = True  # CR 704.5b
        g.version += 1
        return []
    top = p.library[0]
    # Played with the top card revealed (Future Sight), every card drawn was revealed as the
    # top card first, one at a time however many are drawn (CR 401.5, 121.2; ONS-FAQ-184).
    seen = revealed(g, top)
    # A card revealed where it is (Delver of Secrets) is known to those who saw it as it is
    # drawn (CR 701.20a).
    known = g.objects[top].known_to
    # who knew it on top knows it in the hand (rules.known_cards, CR 400.7)
    new_id, _ = move_object(g, top, Zone.HAND, known_to=followed(g, top))
    p.cards_drawn_this_turn += 1
    out = ev.but(obj=top, new_obj=new_id, from_zone=Zone.LIBRARY, to_zone=Zone.HAND)
    if seen:
        out = out.but(data={**out.data, "revealed": True})
    elif known:
        out = out.but(data={**out.data, "known_before": tuple(sorted(known))})
    return [out]


@applier("damage")
def _damage(g: GameState, ev: Event) -> list[Event]:
    """CR 120.3: results of damage: loss of life, damage marked, loyalty removed."""
    amount = ev.amount
    if amount <= 0:
        return []
    src_chars = ev.lki if ev.lki is not None else (
        chars(g, ev.source) if ev.source in g.objects else None)
    if ev.obj is not None and ev.obj in g.objects and not ev.data.get("cant_be_prevented"):
        if protection_stops(chars(g, ev.obj).protections(), src_chars):
            return []  # CR 702.16e: damage from such a source is prevented (unless 615.12)
    out = [ev.but(lki=src_chars)]
    if ev.player is not None:
        p = g.players[ev.player]
        lost = amount
        if ev.data.get("life_becomes") is not None:
            # A replacement effect made the life total become a number instead (CR 119.5).
            lost = p.life - int(ev.data["life_becomes"])
        p.life -= lost
        share_life_change(g, ev.player, -lost)  # CR 810.9
        p.life_lost_this_turn += max(0, lost)
        p.damage_taken_this_turn += amount
        if ev.data.get("combat"):
            record_commander_damage(g, ev.player, ev.source, amount)  # CR 903.10a
        g.version += 1
        if lost > 0:
            out.append(Event("life_loss", player=ev.player, amount=lost, source=ev.source))
        elif lost < 0:
            # The life total became a higher number: that player gained the difference.
            out.append(_gained_instead(p, -lost))
    elif ev.obj is not None and ev.obj in g.objects:
        c = chars(g, ev.obj)
        # Damage alone leaves the characteristics as they are: the layer pass is kept
        o = g.mut(ev.obj) if "Planeswalker" in c.types else mut_damage(g, ev.obj)
        if "Planeswalker" in c.types:  # CR 120.3c
            o.counters["loyalty"] = max(0, o.counters.get("loyalty", 0) - amount)
        if c.is_creature or "Planeswalker" not in c.types:  # CR 120.3e
            o.damage += amount
            if src_chars is not None and src_chars.has("Deathtouch"):
                o.deathtouch_damage = True
    if src_chars is not None and src_chars.has("Lifelink"):
        # CR 702.15b: the source's controller gains that much life.
        ctl = src_chars.controller
        gp = g.players[ctl]
        gp.life += amount
        share_life_change(g, ctl, amount)  # CR 810.9
        gp.life_gained_this_turn += amount
        g.version += 1
        out.append(Event("life_gain", player=ctl, amount=amount, source=ev.source,
                         data={"lifelink": True}))
    return out


def lifelink_gains_together(events: list[Event]) -> list[Event]:
    """The results of damage dealt at once (``events``, in order) with the life gained for
    the damage of each source with lifelink as one life gain event, where the damage was
    dealt to several recipients (a trampler's blocker and player, "to target creature and X
    damage to you"): one source, one event (CR 702.15b, 119.9), while sources with lifelink
    dealing damage at the same time each cause their own (CR 702.15e)."""
    out: list[Event] = []
    first: dict[tuple[Any, Any], int] = {}  # (player, source): where its life gain is
    for e in events:
        key = (e.player, e.source)
        if e.data.get("lifelink") and key in first:
            at = first[key]
            out[at] = out[at].but(amount=out[at].amount + e.amount)
        else:
            if e.data.get("lifelink"):
                first[key] = len(out)
            out.append(e)
    return out


@applier("life_gain")
def _life_gain(g: GameState, ev: Event) -> list[Event]:
    if ev.amount <= 0:
        return []
    p = g.players[ev.player]  # type: ignore[index]
    p.life += ev.amount
    share_life_change(g, p.index, ev.amount)  # CR 810.9
    p.life_gained_this_turn += ev.amount
    g.version += 1
    return [ev]


@applier("life_loss")
def _life_loss(g: GameState, ev: Event) -> list[Event]:
    if ev.amount <= 0:
        return []
    p = g.players[ev.player]  # type: ignore[index]
    if ev.data.get("life_becomes") is not None:
        # A replacement effect made the life total become a number instead (CR 119.5).
        lost = p.life - int(ev.data["life_becomes"])
        p.life -= lost
        share_life_change(g, p.index, -lost)  # CR 810.9, 810.9c
        p.life_lost_this_turn += max(0, lost)
        g.version += 1
        if lost < 0:
            return [_gained_instead(p, -lost)]  # it became a higher number
        return [ev.but(amount=lost)] if lost > 0 else []
    p.life -= ev.amount
    share_life_change(g, p.index, -ev.amount)  # CR 810.9
    p.life_lost_this_turn += ev.amount
    g.version += 1
    return [ev]


def _gained_instead(p: Player, n: int) -> Event:
    """CR 119.5: a player whose life total becomes a number higher than it was gains the
    difference (a life gain event), though what set it replaced a loss of life or damage."""
    p.life_gained_this_turn += n
    return Event("life_gain", player=p.index, amount=n)


@applier("tap")
def _tap(g: GameState, ev: Event) -> list[Event]:
    if ev.obj not in g.objects or g.objects[ev.obj].tapped:  # type: ignore[operator]
        return []
    mut_tapping(g, ev.obj).tapped = True  # type: ignore[arg-type]
    return [ev]


@applier("untap")
def _untap(g: GameState, ev: Event) -> list[Event]:
    if ev.obj not in g.objects or not g.objects[ev.obj].tapped:  # type: ignore[operator]
        return []
    mut_tapping(g, ev.obj).tapped = False  # type: ignore[arg-type]
    return [ev]


@applier("counters_added")
def _counters_added(g: GameState, ev: Event) -> list[Event]:
    if ev.amount <= 0:
        return []
    kind = ev.data["counter"]
    if ev.player is not None:
        pl = g.players[ev.player]
        pl.counters[kind] = pl.counters.get(kind, 0) + ev.amount
        if kind == "poison":
            pl.poison += ev.amount
            share_poison(g, ev.player, ev.amount)  # CR 810.10
        g.version += 1
        return [ev]
    if ev.obj not in g.objects:
        return []
    o = g.mut(ev.obj)  # type: ignore[arg-type]
    o.counters[kind] = o.counters.get(kind, 0) + ev.amount
    return [ev]


@applier("counters_removed")
def _counters_removed(g: GameState, ev: Event) -> list[Event]:
    if ev.obj not in g.objects:
        return []
    kind = ev.data["counter"]
    o = g.mut(ev.obj)  # type: ignore[arg-type]
    have = o.counters.get(kind, 0)
    n = min(have, ev.amount)
    if n <= 0:
        return []
    if have - n:
        o.counters[kind] = have - n
    else:
        del o.counters[kind]
    return [ev.but(amount=n)]


def convert(g: GameState, ev: Event) -> Event | None:
    """Events that are other events in disguise, once no replacement applies to them:
    destroy (CR 701.8) and sacrifice (CR 701.21) become moves to the owner's graveyard; a
    destruction whose move an effect has replaced ("exile it instead") becomes that move
    (``moved``, ``replacement._first_moved``)."""
    if ev.kind in ("destroy", "sacrifice"):
        if ev.obj not in g.objects or g.objects[ev.obj].zone is not Zone.BATTLEFIELD:  # type: ignore[index]
            return None
        if ev.kind == "destroy" and chars(g, ev.obj).has("Indestructible"):  # type: ignore[arg-type]
            return None  # CR 702.12b
        moved = ev.data.get("moved")
        if moved is not None:
            return moved.but(applied=ev.applied)  # type: ignore[no-any-return]
        rule = ev.data.get("rule")  # a state-based action's (CR 704.5g-h): the log cites it
        return Event("zone_change", obj=ev.obj, from_zone=Zone.BATTLEFIELD,
                     to_zone=Zone.GRAVEYARD, data={"cause": ev.kind} if rule is None else
                     {"cause": ev.kind, "rule": rule}, applied=ev.applied)
    return ev


@applier("regenerate")
def _regenerate(g: GameState, ev: Event) -> list[Event]:
    """CR 701.19: tap it, remove all damage from it, remove it from combat."""
    if ev.obj not in g.objects:
        return []
    o = g.mut(ev.obj)  # type: ignore[arg-type]
    o.tapped = True
    o.damage = 0
    o.deathtouch_damage = False
    from manastack.rules.zone_change import _leave_battlefield
    if g.combat is not None:
        keep_attach = [(x, g.objects[x].attached_to) for x in g.battlefield]
        _leave_battlefield(g, o.id)
        for x, t in keep_attach:
            if g.objects[x].attached_to != t:
                g.mut(x).attached_to = t
    return [ev]


@applier("lose")
def _lose(g: GameState, ev: Event) -> list[Event]:
    p = g.players[ev.player]  # type: ignore[index]
    if p.lost or p.left:
        return []
    if ev.data.get("reason") != "concede" and cant_lose(g, p.index):
        return []  # CR 101.2, 104.3e: "You can't lose the game"; conceding still works (104.3a)
    p.lost = True
    g.version += 1
    out = [ev]
    for q in with_teammates(g, [p.index]):  # CR 810.8a: the team loses together
        if g.players[q].in_game:
            g.players[q].lost = True
            out.append(ev.but(player=q, data={**ev.data, "team": True}))
    return out


@applier("create_token")
def _create_token(g: GameState, ev: Event) -> list[Event]:
    """CR 111.1: a token is created on the battlefield under its creator's control."""
    return place_tokens(g, ev, make_tokens(g, ev))


def make_tokens(g: GameState, ev: Event) -> list[GameObject]:
    """The tokens ``ev`` creates, with what they enter with, not on the battlefield yet: the
    tokens created at once are made first, then put there together (``place_tokens``), so
    that none of them counts another as already there (CR 614.12: "X +1/+1 counters, where X
    is the number of other creatures on the battlefield")."""
    key = ev.data.get("key")  # a token the effect defines (CR 111.3)
    card = database().by_key(key) if key else database().token(ev.data["token"])
    made = []
    p = ev.player
    assert p is not None
    for _ in range(ev.amount):
        o = g.new_object(card.key, p, Zone.BATTLEFIELD)
        o.is_token = True
        o.controller = p
        o.timestamp = g.next_timestamp()
        o.controlled_since = g.turn
        o.entered_turn = g.turn
        o.tapped = bool(ev.data.get("tapped"))
        o.counters = dict(ev.data.get("counters") or {})  # "enters with counters" (614.1c)
        if ev.data.get("chosen"):
            o.chosen = dict(ev.data["chosen"])  # its copied "as enters" choices (CR 614.12)
        if ev.data.get("copy_of") is not None:
            _token_copy(g, o, ev.data["copy_of"], ev.data.get("copy_faces"))
        made.append(o)
    return made


def place_tokens(g: GameState, ev: Event, made: list[GameObject]) -> list[Event]:
    """Put the tokens made for ``ev`` onto the battlefield; the events of their entering."""
    out = []
    p = ev.player
    for o in made:
        g.battlefield.append(o.id)
        g.version += 1  # a layer pass made as its replacement effects were checked lacks it
        if ev.data.get("attack_target") is not None and g.combat is not None:
            g.combat.attackers[o.id] = ev.data["attack_target"]  # CR 508.4: not declared
        # The counters it entered with were "put" on it (CR 122.6): triggers see them.
        data: dict[str, Any] = {"cause": "token"}
        if o.counters:
            data["counters"] = dict(o.counters)
        out.append(Event("zone_change", obj=o.id, new_obj=o.id, player=p, from_zone=None,
                         to_zone=Zone.BATTLEFIELD, data=data))
    return out


def _token_copy(g: GameState, o: GameObject, copy: Chars,
                faces: tuple[Chars, Chars] | None = None) -> None:
    """A token created as a copy has the copiable values ``copy`` (CR 707.2, with the
    effect's exceptions, 707.9b); its own "enters tapped" / "enters with counters" replacement
    effects applied to the event creating it (CR 614.12, MID-RN-058, ``replacement``). A copy
    of a double-faced permanent is a double-faced token (CR 707.8a): ``faces`` holds both
    faces' copiable values, the face up being the one ``copy`` is; transforming turns it to the
    other (``rules.transform``)."""
    o.copy_of = copy
    if faces is not None:
        o.face = 0 if faces[0] is copy else 1
        g.extra["copy_faces"] = {**g.extra.get("copy_faces", {}), o.id: faces}


@applier("attach")
def _attach(g: GameState, ev: Event) -> list[Event]:
    """CR 701.3: attach; the Aura or Equipment gets a new timestamp (CR 613.7e)."""
    to = ev.data["to"]
    if ev.obj not in g.objects or (to not in g.objects and not (
            is_player_id(to) and g.players[to].in_game)):
        return []  # an object, or a player still in the game (CR 303.4, "enchant player")
    o = g.mut(ev.obj)  # type: ignore[arg-type]
    if o.attached_to == ev.data["to"]:
        return []
    o.attached_to = ev.data["to"]
    o.timestamp = g.next_timestamp()
    return [ev]


@applier("counter")
def _counter(g: GameState, ev: Event) -> list[Event]:
    """CR 701.6a: a countered spell is put into its owner's graveyard; abilities removed.
    A spell that can't be countered stays on the stack and nothing happens (CR 101.2, 101.3;
    ``rules.countering``)."""
    if ev.obj not in g.objects:
        return []
    o = g.objects[ev.obj]  # type: ignore[index]
    if o.zone is not Zone.STACK:
        return []
    from manastack.rules.countering import cant_be_countered
    if cant_be_countered(g, o.id):
        return []
    from manastack.rules.events import submit
    if o.card_key is None or o.is_copy:
        g.stack.remove(o.id)
        del g.objects[o.id]
        g._owned.discard(o.id)
        g.version += 1
    else:
        submit(g, Event("zone_change", obj=o.id, from_zone=Zone.STACK,
                        to_zone=ev.data.get("to", Zone.GRAVEYARD), data={"cause": "counter"}))
    return [ev]


@applier("create_emblem")
def _create_emblem(g: GameState, ev: Event) -> list[Event]:
    """CR 114.1: an emblem is created in the command zone under its owner's control."""
    card = database().token(ev.data["emblem"])
    p = ev.player
    assert p is not None
    o = g.new_object(card.key, p, Zone.COMMAND)
    o.timestamp = g.next_timestamp()
    o.controller = p
    g.command.append(o.id)
    g.version += 1
    return [ev.but(new_obj=o.id)]

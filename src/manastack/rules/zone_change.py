"""Moving objects between zones (CR 400.7: a moved object becomes a new object)."""

from __future__ import annotations

from typing import Any

from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone


def remove_from_zone(g: GameState, o: GameObject) -> None:
    lst = g.zone_list(o.zone, o.owner)
    if o.id in lst:
        lst.remove(o.id)


def place(g: GameState, oid: int, zone: Zone, owner: int, position: str) -> None:
    """Put an object id into a zone list: a library's top is index 0, and ``position`` says
    whether the card goes on top or (``"bottom"``) at the bottom; other zones append."""
    lst = g.zone_list(zone, owner)
    if zone is Zone.LIBRARY and position != "bottom":
        lst.insert(0, oid)
    else:
        lst.append(oid)


def move_object(g: GameState, oid: int, to: Zone, *, position: str = "top",
                controller: int | None = None, tapped: bool = False, face_down: bool = False,
                face: int = 0, known_to: frozenset[int] | None = None,
                lki: Any = None) -> tuple[int, Any]:
    """Move an object to ``to`` and return ``(new_id, last_known_chars)``.

    The object in the new zone is a new object (CR 400.7) with no memory of its previous
    existence, except where the rules say otherwise (the caller copies such facts).
    ``known_to``: with ``face_down``, the players allowed to look at a card put face down into
    a zone other than the battlefield or the stack (CR 406.3: nobody else may); without it,
    the players who followed a card into a hand or a library and know it there
    (``rules.known_cards``).
    ``lki``: its last-known characteristics, when worked out before (objects leaving together
    each last existed with the others, CR 603.10a, 608.2h); otherwise they are its
    characteristics now.
    """
    old = g.objects[oid]
    if lki is None:
        lki = chars(g, oid)
    from_zone = old.zone
    remove_from_zone(g, old)
    if from_zone is Zone.BATTLEFIELD:
        _leave_battlefield(g, oid)
    owner = old.owner
    new = g.new_object(old.card_key, owner, to)
    new.is_token = old.is_token
    if old.is_token and to not in (Zone.BATTLEFIELD, Zone.STACK):
        # CR 704.5d will remove it: the zone it went to is noted, for that check to look in
        g.extra["token_left_battlefield"] = \
            (g.extra.get("token_left_battlefield") or frozenset()) | {(to, owner)}
    new.token_def = old.token_def
    if old.flags and not old.is_token:
        # CR 903.3: being a commander is a designation of the card, not of one object: it
        # stays with the card whatever zone it moves to.
        new.flags = frozenset(f for f in old.flags if f.startswith("commander:"))
        if new.flags:
            from manastack.rules.commander import note_commander_moved
            note_commander_moved(g, new, to)
    new.face = face
    new.face_down = face_down
    if to is Zone.BATTLEFIELD or to is Zone.STACK:
        new.controller = controller if controller is not None else owner
        new.timestamp = g.next_timestamp()
        new.controlled_since = g.turn
        new.entered_turn = g.turn
        new.tapped = tapped
    if face_down and to is not Zone.BATTLEFIELD and to is not Zone.STACK:
        # CR 406.3: a card exiled face down can't be examined except by the players the
        # instruction lets look at it.
        new.known_to = frozenset(known_to or ())
    elif face_down:
        # A face-down spell that resolves becomes the face-down permanent: whoever knew which
        # card the spell was knows which card the permanent is.
        carried = from_zone is Zone.STACK and to is Zone.BATTLEFIELD and old.face_down
        new.known_to = frozenset({new.controller}) | (old.known_to if carried else frozenset())
        if carried:
            new.flags = new.flags | {f for f in old.flags if f.startswith("looked:")}
    elif known_to and (to is Zone.HAND or to is Zone.LIBRARY):
        new.known_to = known_to  # CR 400.7: a new object, known to who saw it go there
    place(g, new.id, to, owner, position)
    if from_zone is Zone.STACK and to is Zone.BATTLEFIELD:
        _carry_effects(g, oid, new.id)
        links = g.extra.get("exiled_with")
        if links and oid in links:  # CR 607.2q: cards exiled to pay its cost
            links = dict(links)
            links[new.id] = links.pop(oid)
            g.extra["exiled_with"] = links
    if from_zone is Zone.STACK and old.stack.get("kind") == "spell":
        # The spell as it last existed on the stack, for effects that still use it after it
        # left, such as copying it (CR 608.2h, ruling MID-RN-079).
        g.extra["spell_lki"] = {**g.extra.get("spell_lki", {}), oid: old}
    del g.objects[oid]
    g._owned.discard(oid)
    g.version += 1
    return new.id, lki


def _carry_effects(g: GameState, old: int, new: int) -> None:
    """CR 400.7a: effects of resolved spells and abilities that changed the characteristics or
    controller of a permanent spell keep applying to the permanent it becomes."""
    if not any(e.affected is not None and old in e.affected for e in g.effects):
        return
    from manastack.rules.characteristics import ContinuousEffect
    out = []
    for e in g.effects:
        if e.affected is not None and old in e.affected:
            e = ContinuousEffect(e.timestamp, e.source, e.controller, e.modify,
                                 e.affected | {new}, e.affects, e.duration, e.cda, e.eid,
                                 e.data)
        out.append(e)
    g.effects = out


def _leave_battlefield(g: GameState, oid: int) -> None:
    """Tidy up what refers to a permanent that left: combat (CR 506.4), attachments. A
    permanent leaving while its controller pays its morph cost (sacrificed to a mana ability
    paying it) leaves that payment to finish: the mana still owed is noted for the payment
    (``costs``), as the cost is paid all the same (CR 702.37e)."""
    c = g.combat
    if c is not None:
        c.remove(oid)
    owed = g.objects[oid].stack.get("to_pay")
    if owed is not None:
        # one special action at a time: no other payment of a permanent is under way
        g.extra["left_while_paying"] = {oid: (g.objects[oid].controller, owed)}
    for other in g.battlefield:
        if g.objects[other].attached_to == oid:
            g.mut(other).attached_to = None
            if "Aura" in chars(g, other).subtypes:
                # CR 303.4c: until state-based actions put it into the graveyard, the Aura
                # is attached to an object that no longer exists (``attached_as_it_leaves``)
                g.extra["enchanting_gone"] = {**(g.extra.get("enchanting_gone") or {}),
                                              other: oid}


def attached_as_it_leaves(g: GameState, oid: int) -> int | None:
    """What the permanent ``oid``, leaving the battlefield, is attached to as it last existed
    there (CR 608.2h, 113.7a: what its abilities' "enchanted permanent" is once it has
    left): the object it is attached to; for an Aura whose object left the battlefield
    before it, that object, which no longer exists (CR 303.4c), until state-based actions
    put the Aura into its owner's graveyard (CR 704.5m) or it leaves with it."""
    o = g.objects[oid]
    if o.attached_to is not None:
        return o.attached_to
    gone = g.extra.get("enchanting_gone")
    if not gone or oid not in gone:
        return None
    g.extra["enchanting_gone"] = {k: v for k, v in gone.items() if k != oid}
    was: int = gone[oid]
    return was

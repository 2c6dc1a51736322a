"""What each player may know of each logged event, fixed as it happens (CR 400.2, 400.7).

Public zones (battlefield, stack, graveyard, exile, command) show their cards to everyone;
hidden zones (library, hand) don't, CR 400.2. A face-down permanent or spell may be looked at
by its controller only (CR 708.5) and is revealed to all as it leaves (CR 708.9); a card
exiled face down can be examined only by the players allowed to (CR 406.3). Revealing shows a
card to every player (CR 701.20a); looking shows it to the player who looks (CR 701.20e).

Knowledge is recorded when the event happens, never recomputed from a later state, so a log
entry a player has seen never changes: ``GameState.known[i]`` is the :class:`Seen` record of
``GameState.log[i]``. A record holds names and bit masks of players (bit ``p`` set: player
``p`` may know it; bit ``len(g.players)`` set: it is public, see :func:`everyone`), no copies
of objects, so states stay cheap to clone; it is derived by the run loop from the state right
after the event, so replaying a game rebuilds it exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from manastack.rules.characteristics import chars, controller_of, printed_chars
from manastack.state.game_state import GameState
from manastack.state.quick_init import quick_init
from manastack.state.zones import Zone


@dataclass(frozen=True, slots=True)
class Seen:
    """What players may know of one event.

    ``card``: the name of the card (or token) the event is about, known to the players in
    ``knows``. ``old``/``new``: players who may know the object's id before and after the event
    (for a zone change, ``Event.obj`` and ``Event.new_obj``; for a cast, the card that was cast
    and the spell it became, CR 400.7). ``link``: the id of that card, for a cast.
    ``other``: the name of the second object the event names (the creature or planeswalker dealt
    damage, the planeswalker attacked, the creature blocked, the source of a triggered or
    activated ability), known to ``other_knows``; its id is ``other_id``, shown to
    ``other_ids``. ``cards``: cards shown to ``cards_knows`` by a look or
    a reveal. For damage, ``link`` is the source's id, known to ``old``, and ``controller`` and
    ``other_controller`` who controlled the source and the permanent dealt damage as it was
    dealt (public: CR 110.2, 113.8); for an attack or a block, who controlled the planeswalker
    attacked or the creature blocked. ``others``: for a creature blocking several attackers,
    one record per attacker it blocks, each naming that attacker as the second object.
    """

    card: str | None = None
    knows: int = 0
    old: int = 0
    new: int = 0
    link: int | None = None
    other: str | None = None
    other_knows: int = 0
    other_id: int | None = None
    other_ids: int = 0
    cards: tuple[str, ...] = ()
    cards_knows: int = 0
    controller: int | None = None
    other_controller: int | None = None
    others: tuple[Seen, ...] = ()


quick_init(Seen)

NOTHING = Seen()


HIDDEN_ZONES = (Zone.LIBRARY, Zone.HAND)
"""The hidden zones (CR 400.2): an object in any other zone is in a public one
(``Zone.is_public``, here as a plain test: it is asked for nearly every event recorded)."""


def everyone(g: GameState) -> int:
    """What is public: every player's bit and the bit of anyone watching who is no player
    (bit ``len(g.players)``, ``views.SPECTATOR``). A mask of players (``mask``, a face-down
    object's ``knowers``) never holds the watcher's bit: what each player may know is not
    public, even when every player may know it (a face-down permanent every player looked at
    stays hidden from a spectator, CR 708.5)."""
    return (1 << (len(g.players) + 1)) - 1


def mask(players: Any) -> int:
    m = 0
    for p in players:
        m |= 1 << p
    return m


def true_name(g: GameState, oid: int) -> str | None:
    """The name of the card ``oid`` is (its face-up name, even while it is face down).

    Only copy effects change a name (layer 1, CR 613.2a, 707.2): the copiable values give it
    without a layer pass."""
    o = g.objects.get(oid)
    if o is None:
        return None
    if o.copy_of is not None and not o.face_down:
        return o.copy_of.name or None
    if o.card_key is not None:
        try:
            return printed_chars(o.card_key, o.face).name or None
        except KeyError:
            pass
    try:
        return chars(g, oid).name or None
    except KeyError:
        return None


def knowers(g: GameState, oid: int) -> int:
    """Players who may know which card object ``oid`` is now."""
    o = g.objects.get(oid)
    if o is None:
        return 0
    if o.face_down:
        if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
            if g.game_over:
                # CR 708.9: face-down permanents and spells are revealed as the game ends; a
                # card exiled face down isn't (CR 406.3)
                return everyone(g)
            m = 1 << controller_of(g, oid)
            for f in o.flags:
                if f.startswith("looked:"):
                    m |= 1 << int(f[7:])
            return m | mask(o.known_to)
        return mask(o.known_to)
    if o.zone is Zone.HAND:
        return 1 << o.owner | mask(o.known_to)
    if o.zone is Zone.LIBRARY:
        from manastack.rules.library_top import may_look, revealed
        if revealed(g, oid):
            return everyone(g)
        return (1 << o.owner if may_look(g, o.owner, oid) else 0) | mask(o.known_to)
    return everyone(g)


def id_knowers(g: GameState, oid: int) -> int:
    """Players who may know the id of object ``oid`` now: everyone for an object in a public
    zone (a face-down one too: it is there for all to see); for a card in a hand or a library,
    who may know which card it is (``knowers``: the hand's owner, CR 402.3; a top card
    revealed or that its owner may look at, CR 401.5; who saw it there, ``rules.known_cards``).
    That knowledge may end while the card stays (a shuffle, a card leaving the hand unseen, a
    top card no longer on top): the views then stop linking its id (``views.log_view``)."""
    o = g.objects.get(oid)
    if o is None:
        return 0
    if o.zone not in HIDDEN_ZONES:
        return everyone(g)
    return knowers(g, oid)


def _zone_change(g: GameState, ev: Any) -> Seen:
    every = everyone(g)
    new = ev.new_obj if ev.new_obj in g.objects else None
    lki = ev.lki
    d = ev.data
    name = lki.name if lki is not None and getattr(lki, "name", None) else None
    if name is None and new is not None:
        name = true_name(g, new)
    fz, tz = ev.from_zone, ev.to_zone
    # A face-down object is unknown even in a public zone: a face-down permanent or spell
    # (CR 708.5) and a card exiled face down (CR 406.3), whose name its move must not tell.
    face_down_before = bool(d.get("was_face_down")) or (
        lki is not None and not name_of(lki) and fz in (Zone.BATTLEFIELD, Zone.STACK))
    if d.get("revealed"):
        before = every  # CR 708.9 (face down leaving), 401.5 (a revealed top card drawn)
    elif fz is None or fz not in HIDDEN_ZONES and not face_down_before:
        before = every
    else:
        before = mask(d.get("known_before", ()))
        if fz is Zone.HAND:
            before |= 1 << ev.player if ev.player is not None else 0
    after = knowers(g, new) if new is not None else 0
    exiled_face_down = tz is Zone.EXILE and bool(d.get("face_down"))
    # CR 406.3: a card exiled face down stays unknown to all but who may look at it.
    knows = after if exiled_face_down else before | after
    # the old id, to who knew which card it was where it was (a hidden zone: ``before``)
    old_ids = every if fz is not None and fz.is_public else before
    return Seen(name, knows, old_ids, id_knowers(g, new) if new is not None else 0)


def name_of(c: Any) -> str:
    return getattr(c, "name", "") or ""


def _object_event(g: GameState, ev: Any) -> Seen:
    """An event about one object (attacks, blocks, taps, counters...): who may know it now."""
    oid = ev.obj
    if oid in g.objects:
        return Seen(true_name(g, oid), knowers(g, oid), id_knowers(g, oid), id_knowers(g, oid))
    name = name_of(ev.lki) or None
    return Seen(name, everyone(g) if name else 0)


def _attacks(g: GameState, ev: Any) -> Seen:
    """A creature attacks (CR 508.1b): the attacking creature as ``_object_event`` records it
    and, when it attacks a planeswalker (CR 802.3), the planeswalker as the second object,
    with who controls it as it is attacked (CR 110.2)."""
    s = _object_event(g, ev)
    pw = ev.data.get("attacking")
    if pw not in g.objects:
        return s  # it attacks a player (the event's ``attacking`` says which)
    return _with_other(g, s, pw)


def _with_other(g: GameState, s: Seen, oid: int) -> Seen:
    """``s`` naming the permanent ``oid`` as the event's second object: its name to who may
    know it, its id to who may follow it, and its controller (public, CR 110.2)."""
    return replace(s, other=true_name(g, oid), other_knows=knowers(g, oid), other_id=oid,
                   other_ids=id_knowers(g, oid), other_controller=controller_of(g, oid))


def _blocks(g: GameState, ev: Any) -> Seen:
    """A creature blocks (CR 509.1a): the blocking creature as ``_object_event`` records it
    and, when it blocks one creature, that attacking creature as the second object, named to
    those who may know it (a face-down one to its controller, CR 708.5), with who controls it
    (CR 110.2); when it blocks several (a creature that can block any number, CR 509.1a),
    each of them so, in ``others``."""
    s = _object_event(g, ev)
    blocked = [a for a in ev.data["blocking"] if a in g.objects]
    if len(blocked) > 1:
        return replace(s, others=tuple(_with_other(g, NOTHING, a) for a in blocked))
    if not blocked:
        return s
    return _with_other(g, s, blocked[0])


def _ability(g: GameState, ev: Any) -> Seen:
    """A triggered or activated ability on the stack: named by its source (CR 113.7)."""
    o = g.objects.get(ev.obj)
    every = everyone(g)
    if o is None:
        return Seen(knows=0, old=every, new=every)
    src = o.source if ev.source is None else ev.source
    if src is not None and src in g.objects:
        name, knows = true_name(g, src), knowers(g, src)
        ids = id_knowers(g, src)
    else:
        lki = o.stack.get("source_chars")
        name = name_of(lki) or None
        knows, ids = (every if name else 1 << o.controller), 0
    return Seen(name, knows, every, every, other=name, other_knows=knows, other_id=src,
                other_ids=ids)


def _cast(g: GameState, ev: Any) -> Seen:
    o = g.objects.get(ev.obj)
    every = everyone(g)
    if o is None:
        return Seen(name_of(ev.lki) or None, every, 0, every)
    fz = o.stack.get("from_zone")
    card = o.stack.get("card")
    if fz is not None and fz not in HIDDEN_ZONES:
        old = every
    else:
        # the card's id in the hand or library it was cast from, to its caster and to who
        # knew which card it was there (``casting.begin_cast``: revealed, or seen going there)
        old = 1 << o.controller | int(o.stack.get("card_knowers", 0))
    return Seen(true_name(g, o.id), knowers(g, o.id), old, every, link=card)


def _damage(g: GameState, ev: Any) -> Seen:
    every = everyone(g)
    src = ev.source
    lki_name = name_of(ev.lki)
    if src is not None and src in g.objects and not lki_name:
        name, knows = true_name(g, src), knowers(g, src)
    else:
        name, knows = lki_name or None, every if lki_name else 0
    ids = id_knowers(g, src)  # none for a source gone
    ctl = getattr(ev.lki, "controller", None)  # the source as it dealt the damage
    if ev.obj is not None and ev.obj in g.objects:
        return Seen(name, knows, ids, link=src, other=true_name(g, ev.obj),
                    other_knows=knowers(g, ev.obj), other_id=ev.obj,
                    other_ids=id_knowers(g, ev.obj), controller=ctl,
                    other_controller=controller_of(g, ev.obj))
    return Seen(name, knows, ids, link=src, controller=ctl)


def _names(g: GameState, ids: Any, start: int) -> tuple[str, ...]:
    out = []
    for c in ids:
        n = true_name(g, c) if c in g.objects else _name_after(g, c, start)
        if n:
            out.append(n)
    return tuple(out)


def _name_after(g: GameState, oid: int, start: int) -> str | None:
    """The name of a card that has moved on since the event at ``start`` (CR 400.7)."""
    for ev in g.log[start:]:
        if ev.obj == oid and ev.kind in ("zone_change", "draw"):
            if name_of(ev.lki):
                return name_of(ev.lki)
            if ev.new_obj is not None:
                return true_name(g, ev.new_obj) if ev.new_obj in g.objects else \
                    _name_after(g, ev.new_obj, start)
    return None


def _shown(g: GameState, ev: Any, i: int) -> Seen:
    k = ev.kind
    d = ev.data
    ids = tuple(d.get("cards", ())) + tuple(d.get("top", ()))
    if ev.obj is not None:
        ids = (ev.obj, *ids)
    cards = _names(g, ids, i)
    if k in ("reveal", "reveal_hand") or d.get("to") == "all":
        who = everyone(g)
    elif k == "look_at_hand":
        who = 1 << d["by"]
    else:
        to = d.get("to", ev.player)
        who = 1 << to if to is not None else 0
    return Seen(cards[0] if ev.obj is not None and cards else None,
                who, cards=cards, cards_knows=who)


SHOWN = frozenset({"reveal", "reveal_hand", "look", "look_at_hand", "search"})
MOVES = frozenset({"zone_change", "draw"})
_OWN_RECORDS = MOVES | SHOWN | {"cast", "trigger", "activate", "damage", "turned_face_up",
                                "attacks", "blocks"}
"""The kinds of events ``seen`` makes a record of its own for; of any other kind, an event
tells who may know the object it is about (``_object_event``), if any."""


def seen(g: GameState, ev: Any, i: int) -> Seen:
    """The :class:`Seen` record of ``ev``, the ``i``-th entry of the log, from the state
    right after it happened."""
    k = ev.kind
    if k in MOVES:
        return _zone_change(g, ev)
    if k in SHOWN:
        return _shown(g, ev, i)
    if k == "cast":
        return _cast(g, ev)
    if k in ("trigger", "activate"):
        return _ability(g, ev)
    if k == "damage":
        return _damage(g, ev)
    if k == "attacks":
        return _attacks(g, ev)
    if k == "blocks":
        return _blocks(g, ev)
    if k == "turned_face_up":
        every = everyone(g)
        return Seen(name_of(ev.lki) or None, every, every, every)  # CR 702.37e, 708.8
    if ev.obj is not None and ev.obj >= 100:
        return _object_event(g, ev)
    return NOTHING


def record(g: GameState) -> None:
    """Record what players may know of the log entries added since the last call.

    The events about one object that is face up in a public zone (a permanent tapping or
    untapping, getting counters, attacking...) are the most frequent: everyone may know the
    object and its name (``_object_event``), so their record is the shared one for that name,
    found without being made again. Events about no object that aren't moves, looks or casts
    (a step beginning, a player losing life) tell nothing of any card (``NOTHING``)."""
    known = g.known
    log = g.log
    objects = g.objects
    every = -1
    for i in range(len(known), len(log)):
        ev = log[i]
        if ev.kind not in _OWN_RECORDS:
            oid = ev.obj
            if oid is None or oid < 100:
                known.append(NOTHING)
                continue
            o = objects.get(oid)
            if o is not None and not o.face_down and o.zone not in HIDDEN_ZONES:
                if every < 0:
                    every = everyone(g)
                name = true_name(g, oid)
                s = _PUBLIC.get((name, every))
                if s is None:
                    s = Seen(name, every, every, every)
                    s = _PUBLIC[(name, every)] = _SEEN.setdefault(s, s)
                known.append(s)
                continue
        s = seen(g, ev, i)
        if type(s.knows) is int and type(s.old) is int and type(s.new) is int and \
                type(s.other_knows) is int and type(s.other_ids) is int and \
                type(s.cards_knows) is int:
            s = _SEEN.setdefault(s, s)  # (1 == True: only records of plain masks are shared)
        known.append(s)
    if len(_SEEN) > 50_000:
        _SEEN.clear()
        _PUBLIC.clear()


_SEEN: dict[Seen, Seen] = {}
"""Equal records shared by every log that holds one (they are immutable): most events of a
game are seen alike, so its record of what players know stays compact."""

_PUBLIC: dict[tuple[str | None, int], Seen] = {}
"""The shared record (in ``_SEEN``) of an event about an object face up in a public zone, by
the object's name and the mask of everyone (``record``)."""


# -- looking at face-down objects (CR 708.5, 708.9) --------------------------------------------
def may_look(g: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` may know which card the face-down object ``oid`` is.

    The controller of a face-down spell or permanent may look at it; nobody else may, even a
    player who controlled it before (ONS FAQ: gaining control lets the new controller look,
    and an opponent can't). Face-down permanents and spells are revealed at the end of the
    game (CR 708.9). A card exiled face down may be looked at by the players an effect allowed
    to, even once the game is over: CR 708.9 doesn't reveal it (CR 406.3).
    """
    o = g.objects.get(oid)
    if o is None:
        return False
    if not o.face_down:
        return True
    if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
        # An effect may let another player look at it (Aven Soulgazer): ``looked:<player>``.
        return g.game_over or controller_of(g, oid) == player or f"looked:{player}" in o.flags
    return player in o.known_to

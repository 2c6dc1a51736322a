"""Evaluating filters against objects and players (what "a creature you control" means now):
a description naming a card type without a zone means a permanent on the battlefield (CR 109.2),
read from the characteristics of the layer pass (CR 613)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from manastack.dsl.filters import Filter, PlayerFilter
from manastack.rules.ability_index import permanents_of
from manastack.rules.characteristics import (
    Chars,
    chars,
    compute_all,
    note_custom_read,
    note_tapped_read,
    note_wide_read,
    reads_filters_with,
)
from manastack.rules.events import left_zone_event
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def matches(g: GameState, oid: int, f: Filter | str | None, you: int, source: int | None,
            work: dict[int, Chars] | None = None) -> bool:
    """Whether object ``oid`` matches ``f`` from the point of view of player ``you``."""
    if f is None:
        return True
    if isinstance(f, str):
        if f == "self":
            return oid == source
        if f == "other":
            return oid != source
        return False
    o = g.objects.get(oid)
    if o is None:
        return False
    if o.zone is not f.zone:
        return False
    if o.phased_out:
        return False
    c = work.get(oid) if work is not None else None
    if c is None:
        c = chars(g, oid)
    return chars_match(g, c, f, you, source, oid, c.controller if o.zone in (
        Zone.BATTLEFIELD, Zone.STACK) else o.owner)


def chars_match(g: GameState, c: Chars, f: Filter, you: int, source: int | None, oid: int,
                controller: int | None = None) -> bool:
    """Whether characteristics ``c`` (possibly last-known information) match ``f``.

    Most filters ask only card types (any of those named) and who controls the object
    ("creatures you control", CR 109.2, 109.4): what else a filter asks is known once per
    filter (``_asks``), so that only the tests it names are made for each object."""
    if f.types and c.types.isdisjoint(f.types):
        return False
    asks = _ASKS.get(id(f))
    if asks is None or asks[0] is not f:
        asks = _asks(f)
    if asks[1]:
        if f.all_types and not c.types.issuperset(f.all_types):
            return False
        if f.not_types and not c.types.isdisjoint(f.not_types):
            return False
        if f.subtypes and c.subtypes.isdisjoint(f.subtypes):
            return False
        if f.not_subtypes and not c.subtypes.isdisjoint(f.not_subtypes):
            return False
        if f.all_subtypes and not c.subtypes.issuperset(f.all_subtypes):
            return False
        if f.supertypes and c.supertypes.isdisjoint(f.supertypes):
            return False
        if f.not_supertypes and not c.supertypes.isdisjoint(f.not_supertypes):
            return False
        if f.colors and c.colors.isdisjoint(f.colors):
            return False
    whose = f.controller
    if whose is not None:
        ctl = c.controller if controller is None else controller
        if whose == "you":
            if ctl != you:
                return False
        elif whose == "opponent":
            if not g.is_opponent(you, ctl):
                return False
        elif whose == "not_you":
            # "you don't control": anyone else, a teammate too (CR 102.3, 810.1)
            if ctl == you:
                return False
        elif whose == "enchanted_player":
            # "[permanents] enchanted player controls": the player the source is attached to
            # (an Aura with enchant player, CR 303.4).
            if source is None or ctl != attached_to_or_was(g, source):
                return False
    return not asks[2] or _rest_match(g, c, f, source, oid, you)


def _rest_match(g: GameState, c: Chars, f: Filter, source: int | None, oid: int,
                you: int) -> bool:
    """The tests of ``f`` other than those of card types, subtypes, supertypes, colours and
    controller (``chars_match``)."""
    o = g.objects.get(oid)
    if f.owner == "you" and o is not None and o.owner != you:
        return False
    if f.other and oid == source:
        return False
    if o is not None:
        if f.tapped is not None:
            note_tapped_read()
            if o.tapped != f.tapped:
                return False
        if f.token is not None and o.is_token != f.token:
            return False
        if f.face_down is not None and o.face_down != f.face_down:
            return False
    if f.keywords and c.keywords.isdisjoint(f.keywords):
        return False
    if f.not_keywords and not c.keywords.isdisjoint(f.not_keywords):
        return False
    if f.power_le is not None and (c.power is None or c.power > f.power_le):
        return False
    if f.power_ge is not None and (c.power is None or c.power < f.power_ge):
        return False
    if f.toughness_ge is not None and (c.toughness is None or c.toughness < f.toughness_ge):
        return False
    if f.mv_le is not None and c.mana_value > f.mv_le:
        return False
    if f.name is not None and c.name != f.name:
        return False
    if f.attacking is not None:
        note_wide_read()  # the layer pass then depends on combat
        att = g.combat is not None and oid in g.combat.attackers
        if att != f.attacking:
            return False
    if f.chosen_type and source is not None:
        src = g.objects.get(source)
        t = src.chosen.get("creature_type") if src is not None else None
        if t is None or t not in c.subtypes:
            return False
    if f.chosen_name and not _has_chosen_name(g, c, source):
        return False
    if f.custom is not None:
        note_custom_read(f.custom, oid)
        if not f.custom(g, oid, you, source):
            return False
    return True


_CHARACTERISTICS = ("all_types", "not_types", "subtypes", "not_subtypes", "all_subtypes",
                    "supertypes", "not_supertypes", "colors")
"""The fields of a filter asking characteristics other than card types ("any of")."""

_NOT_REST = frozenset((*_CHARACTERISTICS, "types", "controller", "zone", "label"))

_REST = tuple(x.name for x in fields(Filter) if x.name not in _NOT_REST)
"""The fields of a filter tested by ``_rest_match``: every field but the card types and
controller (``chars_match``'s own tests), ``_CHARACTERISTICS``, and the zone and label, which
no match reads; a field added to ``Filter`` is asked by default."""

_BARE = Filter()


def _asks(f: Filter) -> tuple[Filter, bool, bool]:
    """Whether ``f`` asks characteristics other than its card types, and whether it asks
    anything of ``_rest_match``'s: kept per filter (held, so that its id stays its own)."""
    if len(_ASKS) > 1024:
        _ASKS.clear()
    kept = _ASKS[id(f)] = (
        f, any(getattr(f, n) != getattr(_BARE, n) for n in _CHARACTERISTICS),
        any(getattr(f, n) != getattr(_BARE, n) for n in _REST))
    return kept


_ASKS: dict[int, tuple[Filter, bool, bool]] = {}
"""``_asks``'s answers by filter."""


def controller_only(f: Filter) -> str | None:
    """For a filter of permanents that asks nothing but card types (any of those it names)
    and who controls them: "" (anyone), "you" or "opponent"; None for any other filter
    (``chars_match`` then asks the rest). Kept per filter (held, so that its id stays its
    own)."""
    kept = _CONTROLLER_ONLY.get(id(f))
    if kept is None or kept[0] is not f:
        whose = f.controller
        only = f == Filter(types=f.types, controller=whose, label=f.label) and \
            whose in (None, "you", "opponent")
        if len(_CONTROLLER_ONLY) > 1024:
            _CONTROLLER_ONLY.clear()
        kept = _CONTROLLER_ONLY[id(f)] = (f, (whose or "") if only else None)
    return kept[1]


_CONTROLLER_ONLY: dict[int, tuple[Filter, str | None]] = {}
"""``controller_only``'s answers by filter."""


def attached_to_or_was(g: GameState, oid: int) -> int | None:
    """What ``oid`` is attached to, or, once it has left the battlefield, what it was attached
    to as it left: a leaves-the-battlefield ability looks back in time (CR 603.10a), so a
    Curse destroyed together with a creature of the enchanted player still sees that player."""
    o = g.objects.get(oid)
    if o is not None:
        return o.attached_to
    left = left_zone_event(g, oid)
    was: int | None = left.data.get("left_attached_to") if left is not None else None
    return was


def _has_chosen_name(g: GameState, c: Chars, source: int | None) -> bool:
    """Whether ``c`` has the card name chosen for ``source`` as it entered (CR 201.3)."""
    src = g.objects.get(source) if source is not None else None
    if src is None:
        return False
    name = src.chosen.get("card_name")
    return name is not None and bool(c.name) and c.name == name


def trigger_player_of(g: GameState, source: Any) -> int | None:
    """"That player" of the triggered ability of ``source`` on the stack (the latest one):
    the player of its triggering event (the player whose step began, the player dealt
    damage), None if there is none."""
    for sid in reversed(g.stack):
        s = g.objects.get(sid)
        if s is None or s.source != source or s.stack.get("kind") != "triggered":
            continue
        ev = s.stack.get("event")
        return None if ev is None else ev.player
    return None


def player_matches(g: GameState, p: int, pf: PlayerFilter | None, you: int,
                   source: int | None = None) -> bool:
    if pf is None:
        return True
    if not g.players[p].in_game:
        return False
    if pf.who == "you":
        return p == you
    if pf.who == "opponent":
        return g.is_opponent(you, p)
    if pf.who == "not_that_player":
        # "other than that player" of ``source``'s triggered ability: with shared team turns
        # the player whose step began may be a teammate of the primary player (CR 805.4)
        return p != trigger_player_of(g, source)
    return True


def _pool(g: GameState, f: Filter) -> list[int]:
    """The objects of the zone ``f`` names: the battlefield in timestamp order, the shared
    zones (CR 400.1), each player's own zone of that kind in turn order."""
    zone = f.zone
    if zone is Zone.BATTLEFIELD:
        return g.battlefield
    if zone in (Zone.STACK, Zone.EXILE, Zone.COMMAND):
        return g.zone_list(zone)
    return [oid for p in g.player_ids() for oid in g.zone_list(zone, p)]


def all_matching(g: GameState, f: Filter, you: int, source: int | None) -> list[int]:
    """Every object matching ``f`` in the zone it names (battlefield in timestamp order)."""
    if f.zone is Zone.BATTLEFIELD:  # the most asked, first
        return list(permanents_matching(g, f, you, source))
    return [oid for oid in _pool(g, f) if matches(g, oid, f, you, source)]


def at_least_matching(g: GameState, f: Filter, you: int, source: int | None, n: int) -> bool:
    """Whether ``n`` (one or more) permanents match ``f``, a filter of permanents
    (``len(all_matching(...)) >= n``), looking no further once the ``n``-th is found ("if you
    control five or more lands", CR 602.5b, 603.4; a sacrifice cost's candidates, 118.3)."""
    assert f.zone is Zone.BATTLEFIELD
    found = 0
    found_all = permanents_matching(g, f, you, source)
    if source is not None and source in g.battlefield and \
            next(permanents_matching(g, f, you, source, (source,)), None) is not None:
        # The source itself, looked at first ("Sacrifice a Goblin" of a Goblin): most often
        # all that is asked
        found = 1
        if found == n:
            return True
        found_all = (oid for oid in found_all if oid != source)
    for _ in found_all:
        found += 1
        if found == n:
            return True
    return False


def permanents_matching(g: GameState, f: Filter, you: int, source: int | None,
                        pool: tuple[int, ...] | None = None) -> Iterator[int]:
    """The permanents that match ``f``, a filter of permanents, in battlefield order
    (``matches`` of each, read from the layer pass at once; a filter that asks only card
    types and controller, ``controller_only``, asked nothing else); of ``pool`` alone (some
    permanents, in battlefield order) if given. Phased-out permanents are treated as though
    they don't exist (CR 702.26b)."""
    allc = compute_all(g)
    objects = g.objects
    whose = controller_only(f)
    types, subtypes = f.types, f.subtypes
    # Only ``you``'s permanents could match a filter of permanents "you control", in
    # battlefield order (``permanents_of``)
    for oid in pool if pool is not None else \
            permanents_of(g, you) if f.controller == "you" else g.battlefield:
        c = allc[oid]
        # What most filters ask first, asked here before the whole filter (``chars_match``
        # refuses a permanent failing it, reading nothing else first)
        if types and c.types.isdisjoint(types) or \
                subtypes and c.subtypes.isdisjoint(subtypes) or objects[oid].phased_out:
            continue
        if whose is None:
            if chars_match(g, c, f, you, source, oid, c.controller):
                yield oid
        elif not whose or (c.controller == you if whose == "you" else
                           g.is_opponent(you, c.controller)):
            yield oid


reads_filters_with(matches)  # the layer pass reads "what it applies to" with filters

"""The outline of the permanents that the indexes kept with a layer pass read (CR 613): the
battlefield in order and each permanent's abilities, controller and whether it is phased out
(CR 702.26b) or face down (CR 708.2) (``permanents_outline``); what changed between two
outlines (``outline_changes``); and an index made again from an earlier one by updating the
entries of the permanents that changed alone (``index_updated``), so that the indexes of
triggered abilities (CR 603.2), replacement effects (CR 614, 616.1), rule-modifying static
abilities (CR 604.1) and activated abilities aren't made anew with each layer pass."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from itertools import compress
from operator import attrgetter, is_not, itemgetter, ne
from typing import Any, TypeVar

from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def permanents_outline(g: GameState, allc: dict[int, Any]) -> object:
    """What the indexes kept with a layer pass read of the permanents (``rules.ability_index``,
    the trigger and replacement indexes, rule-modifying static abilities, cost reductions):
    the battlefield in order and, for each permanent, its abilities (the same objects), its
    controller and whether it is phased out (CR 702.26b) or face down (CR 708.2). Made once per
    layer pass, on the first request after it (``allc``: the pass's characteristics, those of
    ``compute_all(g)``); a pass whose permanents have the same outline as the pass before gives
    back the outline object of that pass, so that an index made from the earlier pass is the
    one the new pass would make (its characteristics aside: an index that holds them takes the
    new pass's). Most new layer passes change power and toughness only, or a spell on the
    stack. A pass brought up to date from one whose outline was made keeps that outline and the
    objects it worked out anew (``cache[6]``), whose entries alone are looked at then."""
    cache = g._cache
    holder: list[Any] = cache[6]
    kept = holder[0]
    if kept is not None:
        return kept
    bf = tuple(g.battlefield)
    before = holder[1]
    if before is not None and holder[2] is not None:
        out = _outline_updated(g, allc, bf, before, holder[2])
        if out is not None:
            holder[0] = out
            holder[1] = None
            return out
    objects = g.objects
    found = list(map(allc.get, bf))
    flagged: list[tuple[int, bool, bool]] = []
    seen = list(map(objects.__getitem__, bf))
    if any(map(_PHASED_OUT, seen)) or any(map(_FACE_DOWN, seen)):
        for oid, c, o in zip(bf, found, seen, strict=True):
            if c is not None and (o.phased_out or o.face_down):
                flagged.append((oid, o.phased_out, o.face_down))
    if before is not None and before[0][0] == bf and not any(map(is_not, found, before[3])):
        # The same permanents in the same order as in the outline before, each with the very
        # characteristics it was made from (a layer pass shares those it doesn't change, and
        # never changes characteristics it has made; most often, only spells on the stack
        # changed): the same abilities and controllers
        abilities, ids, controllers = before[1], before[0][1], before[0][2]
    else:
        # (every permanent has characteristics in the pass)
        abilities = list(map(_ABILITIES, found))
        ids = tuple(map(id, abilities))
        controllers = tuple(map(_CONTROLLER, found))
    # The abilities are compared by identity: the outline holds them, so that no other object
    # takes one's id while it is kept
    key = (bf, ids, controllers, tuple(flagged))
    if before is not None and before[0] == key:
        out = before
    else:
        # With the changes worked out from earlier outlines (``outline_changes``): those of
        # the outline before, which is no longer the latest, are dropped; and the
        # characteristics it was made from
        out = (key, abilities, [], found)
        if before is not None:
            before[2].clear()
    holder[0] = out
    holder[1] = None
    return out


def _outline_updated(g: GameState, allc: dict[int, Any], bf: tuple[int, ...], before: Any,
                     since: AbstractSet[int]) -> Any:
    """The outline of the permanents of the pass ``allc`` brought up to date from ``before``,
    that of the pass it was brought up to date from (``since``: the objects it worked out anew;
    the others have the very characteristics ``before`` was made from) with what changed since
    (``outline_changes``), or None when one left or moved in the battlefield order, or is phased
    out or face down (made whole then)."""
    b0, i0, c0, f0 = before[0]
    n = len(b0)
    if f0 or bf[:n] != b0:
        return None
    objects = g.objects
    found, abilities = before[3], before[1]
    updates = []
    for oid in since:
        o = objects[oid]
        if o.zone is Zone.BATTLEFIELD and (i := bf.index(oid)) < n:
            if o.phased_out or o.face_down:
                return None
            c = allc[oid]
            if c.abilities is not abilities[i] or c.controller != c0[i]:
                updates.append((i, c))
    entered = bf[n:]
    if not updates and not entered:
        return before  # each permanent with the same abilities and controller
    moved = (*(bf[i] for i, _ in sorted(updates, key=_FIRST)), *entered)
    found, abilities, ids, controllers = found.copy(), abilities.copy(), list(i0), list(c0)
    for i, c in updates:
        found[i] = c
        abilities[i] = c.abilities
        ids[i] = id(c.abilities)
        controllers[i] = c.controller
    for oid in entered:
        o = objects[oid]
        if o.phased_out or o.face_down:
            return None
        c = allc[oid]
        found.append(c)
        abilities.append(c.abilities)
        ids.append(id(c.abilities))
        controllers.append(c.controller)
    before[2].clear()
    return ((bf, tuple(ids), tuple(controllers), ()), abilities,
            [(before, (frozenset(moved), moved))], found)


_FIRST = itemgetter(0)
_ABILITIES = attrgetter("abilities")
_CONTROLLER = attrgetter("controller")
_PHASED_OUT = attrgetter("phased_out")
_FACE_DOWN = attrgetter("face_down")

Changes = tuple[frozenset[int], tuple[int, ...]]
"""The permanents whose outline entry differs between two outlines (entered, left, or with
other abilities, another controller, phased out or in, turned face up or down), and those of
them on the battlefield in the later one, in battlefield order."""


def outline_changes(before: object, after: object) -> Changes:
    """What changed from outline ``before`` to outline ``after`` (``permanents_outline``): an
    index made from ``before`` is made again from ``after`` by updating the entries of those
    permanents alone (in battlefield order: CR 603.3b's order of triggered abilities and the
    order replacement effects are offered in start from it). Both outlines hold their
    abilities, so the ids they compare are those of different objects or of the same one.
    Worked out once for each earlier outline asked about, while ``after`` is the latest (each
    index asks, most often about the outline right before it)."""
    worked: list[tuple[object, Changes]] = after[2]  # type: ignore[index]
    for earlier, out in worked:
        if earlier is before:
            return out
    out = _changes(before[0], after[0])  # type: ignore[index]
    worked.append((before, out))
    return out


def _changes(old: Any, new: Any) -> Changes:
    b0, i0, c0, f0 = old
    b1, i1, c1, f1 = new
    n = len(b0)
    changed: set[int]
    if b1[:n] == b0:
        # The same permanents in the same order, and those that entered after them (the most
        # frequent case): those with other abilities or another controller, and those entered
        changed = set(compress(b0, map(ne, i0, i1)))
        changed.update(compress(b0, map(ne, c0, c1)), b1[n:])
    else:
        # An entry (permanent, abilities, controller) in one outline and not the other is of
        # a permanent that entered, left, or has other abilities or another controller
        entries = set(zip(b0, i0, c0, strict=True))
        changed = {x[0] for x in entries.symmetric_difference(zip(b1, i1, c1, strict=True))}
    if f0 != f1:
        changed.update(x[0] for x in set(f0).symmetric_difference(f1))
    return frozenset(changed), tuple(sorted(changed.intersection(b1), key=b1.index))


K = TypeVar("K")
E = TypeVar("E", bound=tuple[Any, ...])


def index_updated(g: GameState, allc: dict[int, Any], before: dict[K, list[E]],
                  changes: Changes,
                  put_in: Callable[[GameState, dict[int, Any], tuple[int, ...], dict[K, list[E]]],
                                   object]) -> dict[K, list[E]]:
    """An index kept with a layer pass (lists of entries by key, each entry's first item a
    permanent, in battlefield order) made for the layer pass ``allc`` from the index
    ``before``, made with an earlier outline, and what changed since (``outline_changes``):
    the entries of the permanents that changed are taken out, those of the ones on the
    battlefield now put in again (``put_in(g, allc, oids, lists)`` puts the entries of
    ``oids``, in battlefield order, at the ends of ``lists``), and each list that got one is
    put back in battlefield order. The order of the lists is the order they are read in:
    rule-modifying static abilities (CR 613, 604.1), replacement effects offered (CR 616.1),
    triggered abilities queued (CR 603.3b). A list none of whose permanents changed is kept
    as it is; the other lists are new ones (``before``'s are never changed: a copied game
    state shares them)."""
    changed, entered = changes
    out: dict[K, list[E]] = {}
    for key, entries in before.items():
        if changed.isdisjoint(map(_FIRST, entries)):
            out[key] = entries  # most lists: none of their permanents changed
        elif kept := [e for e in entries if e[0] not in changed]:
            out[key] = kept
    new: dict[K, list[E]] = {}
    put_in(g, allc, entered, new)
    if new:
        place = dict(zip(g.battlefield, range(len(g.battlefield)), strict=True))
        for key, entries in new.items():
            out[key] = sorted([*out.get(key, ()), *entries], key=lambda e: place[e[0]])
    return out

"""The mana abilities a player's priority actions list (CR 605.3a): whenever a player has
priority they may activate a mana ability whose cost they can pay, once for each mana it may
add. Most permanents with an activated ability have mana abilities alone, with no mana in their
cost ("{T}: Add {G}."), listed exactly when ready (``rules.mana.ready_mana_abilities``): their
actions are made once and kept, by permanent and in order, for each list of ready abilities."""

from __future__ import annotations

from dataclasses import replace
from itertools import chain
from typing import Any

from manastack.decisions.actions import ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.costs import Cost
from manastack.rules.mana import can_pay_nonmana
from manastack.rules.mana_ability_costs import chainable
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


def mana_actions(oid: int, i: int, mana: tuple[str, ...] | None
                 ) -> tuple[ActivateManaAbility, ...]:
    """The actions activating mana ability ``i`` of ``oid`` for each mana it may add
    (``mana``, "any" being each colour), made once per permanent, ability and options: a
    permanent's mana abilities are listed at every priority it could activate them."""
    key = (oid, i, mana)
    out = _MANA_ACTIONS.get(key)
    if out is None:
        if len(_MANA_ACTIONS) > 4096:
            _MANA_ACTIONS.clear()
        out = _MANA_ACTIONS[key] = tuple(
            ActivateManaAbility(oid, i, m) for opt in mana or ()
            for m in (("W", "U", "B", "R", "G") if opt == "any" else (opt,)))
    return out


_MANA_ACTIONS: dict[tuple[int, int, tuple[str, ...] | None], tuple[ActivateManaAbility, ...]] \
    = {}


ByPermanent = dict[int, tuple[ActivateManaAbility, ...]]


def ready_actions(ready: list[tuple[int, int, ActivatedAbility]]
                  ) -> tuple[ByPermanent, tuple[ActivateManaAbility, ...]]:
    """The actions activating the ready mana abilities ``ready`` (``ready_mana_abilities``):
    by permanent, in the order of its abilities, and all of them in order; kept per list of
    abilities, known by the ids of its entries (held, so that their ids stay their own)."""
    key = tuple(map(id, ready))
    kept = _READY_ACTIONS.get(key)
    if kept is not None:
        return kept[1]
    by: ByPermanent = {}
    for oid, i, a in ready:
        by[oid] = by.get(oid, ()) + mana_actions(oid, i, a.mana)
    if len(_READY_ACTIONS) > 256:
        _READY_ACTIONS.clear()
    out = _READY_ACTIONS[key] = (tuple(ready), (by, tuple(chain.from_iterable(by.values()))))
    return out[1]


_READY_ACTIONS: dict[tuple[int, ...], tuple[Any, tuple[ByPermanent, tuple[Any, ...]]]] = {}


def ready_flags(indexed: list[tuple[int, tuple[tuple[int, Any], ...]]]) -> tuple[bool, ...]:
    """``ready_only`` of each permanent of ``indexed`` (``activated_abilities``), kept per
    list (held): the index keeps its lists while the permanents keep their abilities."""
    kept = _FLAGS_OF.get(id(indexed))
    if kept is None or kept[0] is not indexed:
        if len(_FLAGS_OF) > 256:
            _FLAGS_OF.clear()
        kept = _FLAGS_OF[id(indexed)] = (indexed, tuple(ready_only(a) for _, a in indexed))
    return kept[1]


_FLAGS_OF: dict[int, tuple[list[Any], tuple[bool, ...]]] = {}


def ready_only(abilities: tuple[tuple[int, Any], ...]) -> bool:
    """Whether a permanent's activated abilities (``ability_index.activated_abilities``) are
    all mana abilities with no mana in their cost (X as none), each listed at priority only
    when ready (CR 605.3a); kept per abilities tuple (held, so that its id stays its own)."""
    kept = _READY_ONLY.get(id(abilities))
    if kept is None or kept[0] is not abilities:
        if len(_READY_ONLY) > 4096:
            _READY_ONLY.clear()
        kept = _READY_ONLY[id(abilities)] = (abilities, all(
            isinstance(a, ActivatedAbility) and a.is_mana_ability and (
                a.cost.mana is None or a.cost.mana.x or a.cost.mana.is_empty())
            for _, a in abilities))
    return kept[1]


_READY_ONLY: dict[int, tuple[tuple[tuple[int, Any], ...], bool]] = {}


Entry = tuple[int, tuple[tuple[int, Any], ...]]
Runs = tuple[tuple[tuple[ActivateManaAbility, ...], Entry], ...]


def ready_runs(indexed: list[Entry], flags: tuple[bool, ...], by_source: ByPermanent
               ) -> tuple[Runs, tuple[ActivateManaAbility, ...]]:
    """The permanents of ``indexed`` (``activated_abilities``) whose abilities aren't all
    ``ready_only`` (``flags``: ``ready_flags(indexed)``), each with the actions listed before
    it for the ready-only permanents since the one before (``by_source``: the actions of
    their ready mana abilities, ``ready_actions``), and the actions of those after the last:
    the priority actions in battlefield order with only the others to look at (CR 605.3a).
    Kept per list and actions (held, so that their ids stay their own): both come again
    while the same permanents have the same abilities ready."""
    key = (id(indexed), id(by_source))
    kept = _RUNS.get(key)
    if kept is not None and kept[0] is indexed and kept[1] is by_source:
        return kept[2]
    runs: list[tuple[tuple[ActivateManaAbility, ...], Entry]] = []
    run: list[ActivateManaAbility] = []
    for n, e in enumerate(indexed):
        if flags[n]:
            run.extend(by_source.get(e[0], ()))
        else:
            runs.append((tuple(run), e))
            run = []
    out = (tuple(runs), tuple(run))
    if len(_RUNS) > 256:
        _RUNS.clear()
    _RUNS[key] = (indexed, by_source, out)
    return out


_RUNS: dict[tuple[int, int], tuple[list[Entry], ByPermanent,
                                   tuple[Runs, tuple[ActivateManaAbility, ...]]]] = {}


def tappers_of(ready: dict[tuple[int, int], ActivatedAbility]) -> frozenset[int]:
    """The permanents with a ready mana ability (``ready_mana_abilities``) whose cost is {T}
    alone and whose mana may be spent on anything (CR 106.6): each could add at least one
    mana toward another mana ability's cost (CR 605.3a)."""
    return frozenset(oid for (oid, _), a in ready.items()
                     if a.spend_only is None and _shape(a.cost)[0])


def paid_by_others(g: GameState, oid: int, a: ActivatedAbility, p: int,
                   tappers: frozenset[int]) -> bool:
    """A cheap sure yes for ``mana_ability_payable``: mana ability ``a`` of permanent
    ``oid`` costs {N} and {T} alone ("{1}, {T}: Add {G}{W}.", Sungrass Prairie), with no
    activation condition, its {T} can be paid (CR 302.6), and at least N other permanents
    (``tappers``, ``tappers_of``) each have a ready "{T}: Add ..." ability: tapping them
    first pays the {N} (CR 605.3a, 601.2g-h)."""
    cm = a.cost.mana
    assert cm is not None
    if a.condition is not None or a.zone is not Zone.BATTLEFIELD or not chainable(a) or \
            not _shape(a.cost)[1] or len(tappers) - (oid in tappers) < cm.generic:
        return False
    return can_pay_nonmana(g, oid, a.cost, p)


def _shape(cost: Cost) -> tuple[bool, bool]:
    """Whether ``cost`` is {T} alone, and whether it is {T} and mana alone (``tappers_of``,
    ``paid_by_others``); kept per cost (held, so that its id stays its own): the same
    abilities are asked about at every priority."""
    kept = _SHAPES.get(id(cost))
    if kept is None or kept[0] is not cost:
        if len(_SHAPES) > 4096:
            _SHAPES.clear()
        kept = _SHAPES[id(cost)] = (cost, (cost == _TAP, replace(cost, mana=None) == _TAP))
    return kept[1]


_SHAPES: dict[int, tuple[Cost, tuple[bool, bool]]] = {}
_TAP = Cost(tap=True)

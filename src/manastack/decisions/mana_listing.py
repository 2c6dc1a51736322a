"""The mana abilities a player's priority actions list (CR 605.3a): whenever a player has
priority they may activate a mana ability whose cost they can pay, once for each mana it may
add. Most permanents with an activated ability have mana abilities alone, with no mana in their
cost ("{T}: Add {G}."), listed exactly when ready (``rules.mana.ready_mana_abilities``): their
actions are made once and kept, by permanent and in order, for each list of ready abilities."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateManaAbility
from manastack.dsl.abilities import ActivatedAbility


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
    out = _READY_ACTIONS[key] = (tuple(ready), (by, tuple(x for v in by.values() for x in v)))
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

"""The kinds of a player's permanents' activated abilities that a priority listing asks about
before anything else, kept per abilities tuple and per list of the ability index (which keeps
both while the permanents keep their abilities): whether their mana abilities could be
activated with no mana to pay (a cost of {T} alone, CR 605.3a, 302.6; one with a mana symbol
can't be paid while no mana could be made, CR 601.2g-h), and their activated abilities that
aren't mana abilities (CR 605.1a, 602)."""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import ActivatedAbility, Keyword
from manastack.dsl.costs import Cost
from manastack.rules.keyword_abilities import keyword_activated


def _mana_needed(cost: Any) -> int:
    """The mana symbols of ``cost`` (X as 0): a payment pays at least that many mana."""
    needed = cost.generic + cost.colorless + len(cost.hybrid)
    for _, n in cost.colored:
        needed += n
    return int(needed)


_TAP = Cost(tap=True)
_COSTS_MANA, _TAP_ONLY, _OTHER = 0, 1, 2


def _source_cost(cost: Cost) -> int:
    """What a mana ability's ``cost`` is, for ``source_checks``: {T} and nothing else
    (``_TAP_ONLY``), a cost with at least one mana symbol, X as 0 (``_COSTS_MANA``: it can't
    be paid while no mana could be made, CR 601.2g-h), or another (``_OTHER``)."""
    if cost == _TAP:
        return _TAP_ONLY
    if cost.mana is not None and _mana_needed(cost.mana.with_x(0)) > 0:
        return _COSTS_MANA
    return _OTHER


def _sources_cost(abilities: tuple[tuple[int, ActivatedAbility], ...]) -> int:
    """``_source_cost`` of a permanent's mana abilities together (kept per abilities tuple,
    which the ability index keeps for every permanent with the same abilities): the
    greatest of their kinds — ``_COSTS_MANA`` when every one needs mana."""
    kept = _SOURCES.get(id(abilities))
    if kept is None or kept[0] is not abilities:
        if len(_SOURCES) > 4096:
            _SOURCES.clear()
        kind = _COSTS_MANA
        for _, a in abilities:
            kind = max(kind, _source_cost(a.cost))
        kept = _SOURCES[id(abilities)] = (abilities, kind)
    return kept[1]


_SOURCES: dict[int, tuple[tuple[tuple[int, ActivatedAbility], ...], int]] = {}


def source_checks(entries: list[tuple[int, tuple[tuple[int, ActivatedAbility], ...]]]
                  ) -> tuple[tuple[int, bool], ...]:
    """For ``legal._nothing_but_pass``: of a player's permanents with mana abilities
    (``mana_abilities``), newest first (the newest most often untapped), those with a mana
    ability whose cost has no mana symbol (``_sources_cost``), each with whether one costs
    something other than {T} alone (``_OTHER``); kept per list (held), as ``with_others``."""
    if not entries:
        return ()
    kept = _CHECKS.get(id(entries))
    if kept is None or kept[0] is not entries:
        if len(_CHECKS) > 256:
            _CHECKS.clear()
        kinds = [(oid, _sources_cost(abilities)) for oid, abilities in reversed(entries)]
        kept = _CHECKS[id(entries)] = (entries, tuple(
            (oid, kind == _OTHER) for oid, kind in kinds if kind != _COSTS_MANA))
    return kept[1]


_CHECKS: dict[int, tuple[list[Any], tuple[tuple[int, bool], ...]]] = {}


def _not_mana(abilities: tuple[tuple[int, Any], ...]) -> tuple[ActivatedAbility, ...]:
    """Of a permanent's activated abilities by index (``activated_abilities``), those that
    aren't mana abilities, an activated keyword written out as the ability it stands for
    (``keyword_activated``: cycling, equip and outlast are defined by the keyword alone, CR
    702.29a, 702.6a, 702.107a); kept per abilities tuple, as ``_sources_cost``."""
    kept = _NOT_MANA.get(id(abilities))
    if kept is None or kept[0] is not abilities:
        if len(_NOT_MANA) > 4096:
            _NOT_MANA.clear()
        found = [keyword_activated(a, None, None) if isinstance(a, Keyword) else a
                 for _, a in abilities]
        kept = _NOT_MANA[id(abilities)] = (abilities, tuple(
            a for a in found if a is not None and not a.is_mana_ability))
    return kept[1]


_NOT_MANA: dict[int, tuple[tuple[tuple[int, Any], ...], tuple[ActivatedAbility, ...]]] = {}


def with_others(indexed: list[tuple[int, tuple[tuple[int, Any], ...]]]
                ) -> tuple[tuple[int, tuple[ActivatedAbility, ...]], ...]:
    """Of a player's permanents with activated abilities (``activated_abilities``), those with
    one that isn't a mana ability, each with those (``_not_mana``), in battlefield order,
    for ``legal._nothing_but_pass``; kept per list (held): the index keeps its lists while
    the permanents keep their abilities."""
    if not indexed:
        return ()
    kept = _OTHERS.get(id(indexed))
    if kept is None or kept[0] is not indexed:
        if len(_OTHERS) > 256:
            _OTHERS.clear()
        kept = _OTHERS[id(indexed)] = (indexed, tuple(
            (oid, others) for oid, abilities in indexed if (others := _not_mana(abilities))))
    return kept[1]


_OTHERS: dict[int, tuple[list[Any], tuple[tuple[int, tuple[ActivatedAbility, ...]], ...]]] = {}

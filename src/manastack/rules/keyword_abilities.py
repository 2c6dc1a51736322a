"""Keyword abilities that stand for activated or triggered abilities (CR 702): cycling
(702.29), typecycling, equip (702.6), outlast (702.107), decayed (702.147), ward (702.21),
evolve (702.100). Each keyword maps to the ability it stands for."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Any

from manastack.dsl import effects as E
from manastack.dsl import refs as R
from manastack.dsl.abilities import ActivatedAbility, Keyword, TargetSpec, TriggeredAbility
from manastack.dsl.costs import Cost
from manastack.dsl.filters import CREATURE, CREATURE_YOU_CONTROL, Filter
from manastack.dsl.predicates import AllOf, AnyOf, Compare, Matches
from manastack.dsl.triggers import at_beginning_of, attacks, enters
from manastack.state.steps import Step
from manastack.state.zones import Zone

TYPECYCLING = {"Swampcycling": "Swamp", "Islandcycling": "Island",
               "Forestcycling": "Forest", "Mountaincycling": "Mountain",
               "Plainscycling": "Plains"}


@cache
def _cycling(kw: Keyword) -> ActivatedAbility:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." from the hand."""
    cost = replace(kw.cost or Cost(), discard_self=True)
    if kw.name in TYPECYCLING:
        land = TYPECYCLING[kw.name]
        eff: tuple[Any, ...] = (E.Search(Filter(subtypes=(land,), label=f"{land} card")),)
    else:
        eff = (E.Draw(1),)
    return ActivatedAbility(cost=cost, effects=eff, zone=Zone.HAND, text=kw.text)


@cache
def _equip(kw: Keyword) -> ActivatedAbility:
    """CR 702.6a: "[Cost]: Attach to target creature you control. Equip only as a sorcery." """
    return ActivatedAbility(cost=kw.cost or Cost(), effects=(E.Attach(R.Target(0)),),
                            targets=(TargetSpec(filter=CREATURE_YOU_CONTROL,
                                                label="creature you control"),),
                            sorcery_speed=True, text=kw.text)


@cache
def _outlast(kw: Keyword) -> ActivatedAbility:
    """CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Outlast only as a
    sorcery." """
    return ActivatedAbility(cost=replace(kw.cost or Cost(), tap=True),
                            effects=(E.PutCounters(R.Self(), "+1/+1", 1),),
                            sorcery_speed=True, text=kw.text)


ACTIVATED_KEYWORDS = frozenset({"Cycling", *TYPECYCLING, "Equip", "Outlast"})
"""The keywords ``keyword_activated`` makes an activated ability of (CR 702.29, 702.6,
702.107); no other keyword can be activated."""


def keyword_activated(kw: Keyword, obj: Any, c: Any) -> ActivatedAbility | None:
    """The activated ability a keyword stands for, if it is one; kept per keyword object
    (held, so that its id stays its own): a priority listing asks about every equip and
    outlast of the battlefield each time, most often to find it can't be activated then
    (only as a sorcery, CR 702.6a, 702.107a)."""
    kept = _ACTIVATED.get(id(kw))
    if kept is not None and kept[0] is kw:
        return kept[1]
    if len(_ACTIVATED) > 4096:
        _ACTIVATED.clear()
    out = _activated(kw)
    _ACTIVATED[id(kw)] = (kw, out)
    return out


def _activated(kw: Keyword) -> ActivatedAbility | None:
    """The activated ability of a cycling, typecycling, equip or outlast keyword."""
    if kw.name == "Cycling" or kw.name in TYPECYCLING:
        return _cycling(kw)
    if kw.name == "Equip":
        return _equip(kw)
    if kw.name == "Outlast":
        return _outlast(kw)
    return None


_ACTIVATED: dict[int, tuple[Keyword, ActivatedAbility | None]] = {}


def is_cycling(kw: Any) -> bool:
    return isinstance(kw, Keyword) and (kw.name == "Cycling" or kw.name in TYPECYCLING)


@cache
def _decayed(kw: Keyword) -> TriggeredAbility:
    """CR 702.147a: "When this creature attacks, sacrifice it at end of combat." The delayed
    trigger remembers the creature, so it is sacrificed even if it has lost decayed by then
    (its "can't block" half is checked in ``rules.declare_blockers.can_block``)."""
    sac = TriggeredAbility(at_beginning_of(Step.END_OF_COMBAT, "any"),
                           (E.Sacrifice(what=R.Var("remembered")),),
                           text="Sacrifice it at end of combat.")
    return TriggeredAbility(attacks("self"), (E.DelayedTrigger(sac, remember=R.Self()),),
                            text=kw.text)


KEYWORD_TRIGGERS: dict[str, Callable[[Keyword], TriggeredAbility]] = {}
"""The triggered abilities of keywords whose rules live in a module of their own, given by
that module as it is imported (``rules.ward``: "Ward", CR 702.21a)."""


@cache
def _evolve(kw: Keyword) -> TriggeredAbility:
    """CR 702.100a: "Whenever a creature you control enters, if that creature's power is
    greater than this creature's power and/or that creature's toughness is greater than this
    creature's toughness, put a +1/+1 counter on this creature." Power is compared with power
    and toughness with toughness; the comparison is an intervening "if" (CR 603.4), made as
    it triggers (with the counters the creature entered with) and again as it resolves, with
    the entering creature's last known values if it has left the battlefield (CR 608.2h). A
    noncreature permanent with evolve never evolves (702.100c); each instance triggers
    separately (702.100d)."""
    entered, this = R.Triggerer(), R.Self()
    greater = AnyOf((Compare(R.PowerOf(entered), ">", R.PowerOf(this)),
                     Compare(R.ToughnessOf(entered), ">", R.ToughnessOf(this))))
    return TriggeredAbility(enters(CREATURE_YOU_CONTROL), (E.PutCounters(this, "+1/+1", 1),),
                            condition=AllOf((Matches(this, CREATURE), greater)),
                            text=kw.text)


KEYWORD_TRIGGERS["Evolve"] = _evolve


def keyword_triggered(kw: Keyword) -> TriggeredAbility | None:
    """The triggered ability a keyword stands for, if it is one."""
    if kw.name == "Decayed":
        return _decayed(kw)
    make = KEYWORD_TRIGGERS.get(kw.name)
    return make(kw) if make is not None else None


def with_keyword_triggers(abilities: Any) -> list[Any]:
    """Abilities with keywords that stand for triggered abilities replaced by those."""
    out: list[Any] = []
    for a in abilities:
        if isinstance(a, Keyword):
            t = keyword_triggered(a)
            out.append(t if t is not None else a)
        else:
            out.append(a)
    return out

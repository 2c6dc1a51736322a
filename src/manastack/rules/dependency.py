"""Dependency between the continuous effects of one layer (CR 613.8): which effect depends on
which (613.8a), and the order a layer's effects apply in (613.8b-c), for the layer pass
(``rules.characteristics``).

What is done:

* An effect depends on another of its layer (or sublayer) when applying the other would remove
  the ability generating it (layers 3 and 6), change what it applies to (its filter tests a
  characteristic the layer changes: ``_FILTER_FIELDS_BY_LAYER``), or, in layer 2, give its
  source another controller, which changes its "you" and so what it does (CR 109.5); a CDA's
  effect depends only on a CDA's and the other way round (613.8a).
* Effects apply in timestamp order, each waiting for those it depends on; the effects of a
  dependency loop apply in timestamp order (613.8b).
* After each effect applies, the dependencies of the effects left are worked out again on the
  characteristics as they are then (613.8c); an effect whose ability was removed no longer
  exists, and none waits for it.
* An effect that began to apply in an earlier layer keeps its set of objects (613.6): it
  depends on nothing, and what it applies to is that set.

What isn't: a dependency through what an effect does, other than layer 2's "you" (an effect
whose amount or choice reads a characteristic another effect of its layer changes), is not
looked for; no such pair is known among the cards of the three sets.

The layer pass hands its own functions in (``ordered_by_dependency``'s ``apply`` and
``affected``): this module sits below it. What a filter applies to is decided object by object:
of the characteristics, a filter reads only those of the object it tests
(``rules.selectors.chars_match``; its custom test is not handed them), so applying effect ``b``
can change what another effect's filter applies to only among the objects ``b`` applies to, and
only those are tested again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.effects import Modify
from manastack.dsl.filters import Filter
from manastack.rules.copiable_values import Chars
from manastack.state.game_state import GameState

if TYPE_CHECKING:
    from manastack.rules.characteristics import ContinuousEffect

Apply = Callable[[GameState, str, Modify, Chars, Any], None]
"""The layer pass's ``_apply(g, layer, modify, chars, effect)``."""

Affected = Callable[..., frozenset[int]]
"""The layer pass's ``_affected(g, effect, work, among=None)``: what an effect applies to, among
the battlefield or among ``among`` only."""

# Which filter fields read the characteristics a layer changes (for "what it applies to").
_FILTER_FIELDS_BY_LAYER = {
    "2": ("controller",),
    "4": ("types", "all_types", "not_types", "subtypes", "not_subtypes", "supertypes",
          "chosen_type"),
    "5": ("colors",),
    "6": ("keywords", "not_keywords"),
    "7a": ("power_le", "power_ge", "toughness_ge"),
    "7b": ("power_le", "power_ge", "toughness_ge"),
    "7c": ("power_le", "power_ge", "toughness_ge"),
    "7d": ("power_le", "power_ge", "toughness_ge"),
}


_ADDS_ONLY: set[type] = set()
"""The types of the custom layer-6 modifications declared with ``adds_abilities_only``."""


def adds_abilities_only(record_type: type) -> None:
    """Declare that a custom layer-6 modification of ``record_type`` only gives the object
    abilities ("have protection from creatures of the chosen type", "has defender as long as
    it's a Wall"), as ``Modify.abilities`` does: it takes none away, so no effect of the layer
    depends on it for its existence (CR 613.8a)."""
    _ADDS_ONLY.add(record_type)


def _removes_abilities(m: Modify, layer: str) -> bool:
    """Whether an effect can take abilities away in this layer (text change or removal)."""
    if layer == "6":
        return m.remove_all_abilities or bool(m.remove_keywords) or (
            m.custom is not None and m.custom_layer == "6" and type(m.custom) not in _ADDS_ONLY)
    return layer == "3" and m.custom is not None and m.custom_layer == "3"


def reads_layer(f: Any, layer: str) -> bool:
    """Whether filter ``f`` could match differently after an effect of this layer: whether it
    tests a characteristic the layer changes. Its custom test, if any, is not handed the
    characteristics being worked out (``Filter.custom(g, oid, you, source)``): an effect of
    the layer doesn't change its answer."""
    if not isinstance(f, Filter):
        return False
    kept = _READS.get(id(f))
    if kept is None or kept[0] is not f:
        if len(_READS) > 4096:
            _READS.clear()
        kept = (f, frozenset(x for x, names in _FILTER_FIELDS_BY_LAYER.items()
                             if any(getattr(f, name) for name in names)))
        _READS[id(f)] = kept
    return layer in kept[1]


_READS: dict[int, tuple[Filter, frozenset[str]]] = {}
"""The layers whose characteristics each filter tests, by filter (held, so that its id stays
its own; filters are frozen): each layer pass asks again about the same few filters."""


def dependency_possible(layer: str, cands: list[ContinuousEffect]) -> bool:
    """Cheap test before the real one: is there a pair that could depend on each other?"""
    removers = any(_removes_abilities(e.modify, layer) for e in cands)
    for a in cands:
        if (removers or layer == "2") and isinstance(a.data, StaticAbility) and \
                a.source is not None:
            return True
        if a.affected is None and reads_layer(a.affects, layer):
            return True
    return False


def ability_gone(ce: ContinuousEffect, work: dict[int, Chars]) -> bool:
    """A static ability's effect no longer exists when its source lost the ability."""
    if not isinstance(ce.data, StaticAbility) or ce.source is None:
        return False
    c = work.get(ce.source)
    return c is not None and not any(a is ce.data for a in c.abilities)


class _Ordering:
    """What the ordering of a layer's effects works out and reads for every pair: what each
    effect applies to, and the characteristics of an object after an effect, as the
    characteristics are between two applications (one is made anew after each)."""

    __slots__ = ("g", "layer", "work", "started", "apply", "affected", "on_battlefield", "aff",
                 "after")

    def __init__(self, g: GameState, layer: str, work: dict[int, Chars],
                 started: dict[int, frozenset[int]], apply: Apply, affected: Affected) -> None:
        self.g = g
        self.layer = layer
        self.work = work
        self.started = started
        self.apply = apply
        self.affected = affected
        self.on_battlefield = frozenset(g.battlefield)
        self.aff: dict[int, frozenset[int]] = {}
        self.after: dict[tuple[int, int], Chars] = {}

    def applies_to(self, e: ContinuousEffect) -> frozenset[int]:
        """What ``e`` applies to: the set it began to apply to in an earlier layer, which it
        keeps (CR 613.6), or what it applies to now."""
        aff = self.aff.get(id(e))
        if aff is None:
            aff = self.started.get(_key(e))
            if aff is None:
                aff = self.affected(self.g, e, self.work)
            self.aff[id(e)] = aff
        return aff

    def after_of(self, b: ContinuousEffect, oid: int) -> Chars:
        """The characteristics of ``oid`` (one ``b`` applies to, in ``work``) after ``b``."""
        c = self.after.get((id(b), oid))
        if c is None:
            c = self.work[oid].copy()
            self.apply(self.g, self.layer, b.modify, c, b)
            self.after[(id(b), oid)] = c
        return c

    def applies_differently(self, a: ContinuousEffect, b: ContinuousEffect,
                            b_aff: frozenset[int]) -> bool:
        """Whether what ``a`` applies to is different after ``b`` (which applies to
        ``b_aff``). A filter reads of the characteristics only those of the object it tests
        (``rules.selectors.chars_match``; its custom test, if any, is not handed them): only
        the objects ``b`` changes can match differently, and only those are tested again,
        before and after."""
        g, work, affected = self.g, self.work, self.affected
        for oid in b_aff:
            if oid in self.on_battlefield and oid in work and \
                    bool(affected(g, a, work, (oid,))) != \
                    bool(affected(g, a, {oid: self.after_of(b, oid)}, (oid,))):
                return True
        return False


def _key(e: ContinuousEffect) -> int:
    """The key of an effect in the layer pass's ``started``."""
    return e.eid if e.eid else id(e)


def _depends(o: _Ordering, a: ContinuousEffect, b: ContinuousEffect) -> bool:
    """CR 613.8a: does ``a`` depend on ``b``? Both are in the same layer; a CDA depends only
    on a CDA and the other way round. Applying ``b`` would change ``a``'s existence (it
    removes the ability that generates ``a``) or what ``a`` applies to."""
    if a.cda != b.cda:
        return False
    if o.layer == "2" and _takes_its_source(o, a, b):
        return True
    removes = _removes_abilities(b.modify, o.layer)
    reads = a.affected is None and reads_layer(a.affects, o.layer)
    if not removes and not reads:
        return False
    b_aff = o.applies_to(b)
    if not b_aff:
        return False
    src = a.source
    if removes and src in b_aff and src in o.work and not ability_gone(a, o.work) and \
            ability_gone(a, {src: o.after_of(b, src)}):
        return True
    return reads and o.applies_differently(a, b, b_aff)


def _takes_its_source(o: _Ordering, a: ContinuousEffect, b: ContinuousEffect) -> bool:
    """Layer 2: ``a``, a static ability's control-changing effect ("You control enchanted
    creature"), depends on ``b`` when ``b`` gives ``a``'s source another controller: that
    changes what ``a`` does, since its "you" is its source's controller (CR 109.5, 613.8a).
    Stealing Grafted Identity gives its new controller the creature it enchants."""
    src = a.source
    if not isinstance(a.data, StaticAbility) or src is None or src not in o.work:
        return False
    return src in o.applies_to(b) and \
        o.after_of(b, src).controller != o.work[src].controller


def ordered_by_dependency(g: GameState, layer: str, cands: list[ContinuousEffect],
                          work: dict[int, Chars], started: dict[int, frozenset[int]],
                          apply: Apply, affected: Affected) -> Iterator[ContinuousEffect]:
    """The effects of a layer in the order they apply, one at a time: the caller applies each
    (and records what it applied to in ``started``) before asking for the next.

    CR 613.8b: timestamp order (``cands``' order), except that an effect waits for every
    effect it depends on; effects in a dependency loop keep their timestamp order. CR 613.8c:
    after each effect applies, the dependencies of the effects left are worked out again on
    the characteristics as they are then, so an effect may become dependent on another, or
    independent of it (Annex taken and taken back; Curse of Conformity and a Stuffed Bear
    made a creature twice). An effect whose ability an applied effect removed no longer
    exists (in layers 3 and 6): none waits for it and it isn't given. An effect that already
    applies from an earlier layer keeps its set of objects and keeps applying (CR 613.6): it
    depends on nothing here."""
    left = list(cands)

    def dependencies() -> dict[int, dict[int, Any]]:
        # Each effect left, and what it depends on, on the characteristics as they are now
        o = _Ordering(g, layer, work, started, apply, affected)
        return {id(a): {} if _key(a) in started else
                {id(b): b for b in left if b is not a and _depends(o, a, b)} for a in left}

    deps = dependencies()

    def reaches(x: ContinuousEffect, y: ContinuousEffect) -> bool:
        seen: set[int] = set()
        todo = [x]
        while todo:
            e = todo.pop()
            for d in deps[id(e)].values():
                if d is y:
                    return True
                if id(d) not in seen:
                    seen.add(id(d))
                    todo.append(d)
        return False

    while left:
        pick = left[0]
        for e in left:
            if all(reaches(d, e) for d in deps[id(e)].values()):  # none, or all in a loop
                pick = e
                break
        left = [e for e in left if e is not pick]
        yield pick
        # CR 613.8c: worked out again on the characteristics as they are now; an effect whose
        # ability is gone no longer exists (613.6: unless it began to apply earlier)
        left = [e for e in left if _key(e) in started or not ability_gone(e, work)]
        deps = dependencies()

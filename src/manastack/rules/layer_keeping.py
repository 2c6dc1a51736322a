"""Changes of an object that keep the cached layer pass (``rules.characteristics``, CR 613):
every change of an object goes through ``GameState.mut``, which marks the state changed; these
say what the change was (tapping or untapping, CR 701.26; the bookkeeping of a spell or
ability being cast or activated, CR 601.2c-h, 602.2b; damage marked on a permanent or removed
from it, CR 120.3, 514.2), so that a layer pass that can't depend on it is kept; and whether a
pass cached for an earlier state version still stands (``inputs_unchanged``) or can be brought
up to date rather than made again (``changes_since``, ``brought_up_to_date``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from operator import attrgetter
from typing import Any

from manastack.dsl.abilities import Keyword, StaticAbility
from manastack.dsl.filters import Filter
from manastack.rules.copiable_values import add_intrinsic, base_cached, effect_statics
from manastack.rules.dependency import dependency_possible, reads_layer
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone


def mut_tapping(g: GameState, oid: int) -> GameObject:
    """``g.mut(oid)`` to tap or untap a permanent: the layer pass stays cached when nothing it
    evaluated read whether a permanent is tapped (what it computed is then the same for the
    new state)."""
    return _mut_keeping(g, oid, True)


def mut_bookkeeping(g: GameState, oid: int) -> GameObject:
    """``g.mut(oid)`` for a change of a spell or ability being cast or activated that no
    characteristic depends on: its targets, the mana left to pay or spent on it, the
    permanents kept for its other costs (CR 601.2c-h, 602.2b). A layer pass cached before
    the change stays cached (of its bookkeeping, a pass reads only X, not changed this way)."""
    return _mut_keeping(g, oid, False)


def mut_damage(g: GameState, oid: int) -> GameObject:
    """``g.mut(oid)`` to mark damage on a permanent (CR 120.3e) or remove its damage (CR 514.2,
    701.19): damage marked on a permanent is not one of its characteristics (CR 109.3) and no
    layer pass reads it (no filter, condition or amount of the card pool asks how much damage
    a permanent has), so a layer pass cached before the change stays cached. Loyalty counters
    removed by damage (CR 120.3c) are a change of counters: not made this way. The state-based
    actions do read it (CR 704.5g, 704.5h): their "nothing to do" memo, kept with the layer
    pass (``rules.sba.check_sba``), notes the permanent, to be checked again."""
    memo = g._sba_clear
    if memo is not None:
        g._sba_clear = (memo[0], memo[1], memo[2] | {oid})
    return _mut_keeping(g, oid, False)


def _mut_keeping(g: GameState, oid: int, tapping: bool) -> GameObject:
    cache = g._cache
    was_changed = oid in g.changed
    o = g.mut(oid)
    if cache is not None and not (tapping and cache[4]):
        if cache[0] == g.version - 1:
            g._cache = (g.version, cache[1], {}, *cache[3:])
        if not was_changed:
            g.changed.discard(oid)  # a change the cached pass doesn't depend on
    return o


def inputs_unchanged(g: GameState, cache: Any) -> bool:
    """Whether a layer pass cached for an earlier state version is still valid: it read only
    the permanents, spells and continuous effects (not ``rules.characteristics._WIDE_READ``), and the same ones are
    there, unchanged (no ``mut`` since, ``GameState.changed``). It is then kept for this
    version."""
    inputs = cache[5]
    if inputs is None:
        return False
    bf, st, eff, deps = inputs
    if len(g.battlefield) != len(bf) or len(g.effects) != len(eff) or \
            not deps.isdisjoint(g.changed):
        return False
    # The effects compared by identity (a continuous effect equals only itself)
    if tuple(g.battlefield) != bf or stack_spells(g) != st or tuple(g.effects) != eff:
        return False
    g._cache = (g.version, cache[1], {}, *cache[3:])
    g.changed = set()
    return True


def stack_spells(g: GameState) -> tuple[int, ...]:
    """The objects on the stack a layer pass computes characteristics for (those with a card:
    spells, CR 112.1), in stack order. Most often the stack is empty: asked each time a pass
    cached for an earlier state version is looked at (``inputs_unchanged``)."""
    stack = g.stack
    if not stack:
        return ()
    objects = g.objects
    return tuple([oid for oid in stack if objects[oid].card_key is not None])


def copy_on_write(work: dict[int, Any], owned: set[int]) -> Callable[[int], Any]:
    """A layer pass's ``own(oid)``: the characteristics of ``oid`` in ``work`` for the pass to
    change, copied first unless the pass made them already (``owned``, which it adds ``oid``
    to): the characteristics it starts with are shared with a cache (the base characteristics,
    or the cached pass being brought up to date), never changed in place."""
    def own(oid: int) -> Any:
        c = work[oid]
        if oid not in owned:
            c = c.copy()
            work[oid] = c
            owned.add(oid)
        return c
    return own


AFTER_LAYERS = ("5", "6", "7c")
"""The layers after whose effects ``after_layer`` does something: after every other layer it
does nothing (a layer pass brought up to date calls it only after these)."""


def after_layer(g: GameState, layer: str, oids: Iterable[int], work: dict[int, Any],
                own: Callable[[int], Any], owned: set[int], applied: AbstractSet[str]) -> None:
    """What a layer pass does after a layer's effects, for ``oids`` (``owned``: those the pass
    changed): the +1/+1 and -1/-1 counters in 7c (CR 613.4c, 122.1a), a basic land type's mana
    ability after layer 4 changed types (CR 305.6), the keywords after layer 6 (or 4)."""
    if layer == "7c":
        for oid in oids:
            if work[oid].power is None:
                continue
            cnt = g.objects[oid].counters
            if cnt:
                p1 = cnt.get("+1/+1", 0) - cnt.get("-1/-1", 0)
                if p1:
                    c = own(oid)
                    c.power = (c.power or 0) + p1
                    c.toughness = (c.toughness or 0) + p1
    if layer == "5" and "4" in applied:
        for oid in list(owned):
            add_intrinsic(work[oid])  # CR 305.6: a land that became a basic land type
    if layer == "6" and ("6" in applied or "4" in applied):
        for oid in list(owned):
            c = work[oid]
            c.keywords = frozenset(a.name for a in c.abilities if isinstance(a, Keyword))


def changes_since(g: GameState, cache: Any, layers_of: Callable[[Any], AbstractSet[str]],
                  gather: Callable[..., list[Any]]
                  ) -> tuple[dict[int, Any], list[int], Any, Any, tuple[list[Any], list[Any]]] | None:
    """How to bring the layer pass ``cache`` of an earlier state version up to date rather than
    make it again (``brought_up_to_date``): its characteristics of the permanents and spells still
    there and not changed since (``GameState.changed``), with the base characteristics of those
    that entered or changed (the "dirty" ones, listed second), what the pass does now (its plan,
    ``cache[7]``, with the continuous effects begun or ended since, ``_plan_with``, and the effects
    of the static abilities of the permanents that entered or changed, ``_plan_joined``), and those
    effects (listed last); None when it can't be.

    It can when the cached pass kept what it did (``cache[7]``: it read only the permanents, spells
    and continuous effects and ordered no layer by dependency, CR 613.8), the continuous effects
    begun or ended since apply to objects fixed as they began (CR 611.2c: those objects are dirty
    too), and no object that entered, changed or left is the source of a resolved effect that reads
    it. The effects of the static abilities of a permanent that left are taken out of the plan
    (CR 611.3a), and so are those of one that changed itself (``GameState.changed``); a permanent
    that entered or changed with a static ability generating an effect (CR 604.1, 611.3) has its
    effects put in (``_plan_joined``). A source of the plan's effects worked out anew otherwise
    keeps them: ``brought_up_to_date`` tells whether they are still those it gives. Each effect
    applies to the others as before, what a filter matches being read from the object tested and
    the effect's source. ``layers_of(modify)``: the layers a modification applies in; ``gather``: a
    whole pass's gathering of static abilities' effects (``characteristics._static_effects``)."""
    plan = cache[7]
    inputs = cache[5]
    before: tuple[Any, ...] = inputs[2]
    effects = tuple(g.effects)
    touched: set[int] = set()
    if effects != before:  # compared by identity (a continuous effect equals only itself)
        plan = _plan_with(plan, before, effects, touched, layers_of)
        if plan is None:
            return None
    sources = plan[1]
    old: dict[int, Any] = cache[1]
    changed = g.changed
    bf, st = tuple(g.battlefield), stack_spells(g)
    was_bf, was_st = inputs[0], inputs[1]
    n = len(was_bf)
    work: dict[int, Any]
    if bf[:n] == was_bf:
        # No permanent left (most often): the pass's characteristics of the permanents taken
        # over as a whole, those of the permanents that entered or changed since worked out
        # anew; the spells as below, the stack being short
        work = old.copy()
        for oid in was_st:
            del work[oid]
        dirty = list(bf[n:])
        touched.update(changed)
        dirty.extend(oid for oid in touched if oid in work)
        for oid in st:
            c = old.get(oid)
            if c is None or oid in touched:
                dirty.append(oid)
            work[oid] = c
    else:
        work = {}
        dirty = []
        for oid in (*bf, *st):
            c = old.get(oid)
            if c is None or oid in changed or oid in touched:
                dirty.append(oid)
            work[oid] = c
    objects = g.objects
    reading, statics = sources
    gone = old.keys() - work.keys()
    arriving = []
    ending = list(statics.intersection(gone))
    for oid in dirty:
        o = objects[oid]
        c = work[oid] = base_cached(g, o)
        renewed = oid in statics and oid in changed
        if renewed:
            ending.append(oid)  # what its effects apply to and do may read what changed
        if generates_effects(o, c):
            if o.zone is Zone.STACK:
                return None  # a spell's characteristic-defining ability (CR 604.3)
            if renewed or oid not in statics:
                arriving.append(oid)
    if not reading.isdisjoint(dirty) or not reading.isdisjoint(gone):
        return None
    begun: list[Any] = []
    ended: list[Any] = []
    if arriving or ending:
        plan = _plan_joined(g, plan, set(ending), {oid: work[oid] for oid in arriving}, begun,
                            ended, layers_of, gather)
        if plan is None:
            return None
    if bf != was_bf or st != was_st or effects != before:
        inputs = (bf, st, effects, frozenset((*bf, *st, *(e.source for e in effects))))
    return work, dirty, plan, inputs, (begun, ended)


def _plan_joined(g: GameState, plan: Any, ending: set[int], arriving: dict[int, Any],
                 begun: list[Any], ended: list[Any], layers_of: Callable[[Any], AbstractSet[str]],
                 gather: Callable[..., list[Any]]) -> Any:
    """The plan of a layer pass without the effects of the static abilities of ``ending`` (the
    sources of the plan's effects that left, CR 611.3a, or changed: theirs are gathered anew)
    and with those of ``arriving`` (the permanents that entered or changed, with their base
    characteristics, none of them a source of the plan's effects unless among ``ending``) put
    in (CR 611.3, 613.7: by timestamp in each of their layers, as a whole pass gathers them
    from the base characteristics). The effects taken out are added to ``ended``, each with
    what it applied to if it applies to what its source is attached to (kept with the plan:
    the source changed since), those put in to ``begun`` (one under a condition makes a pass
    not brought up to date, ``_gives_its_effects``). None when one of them is a
    characteristic-defining ability, when one's filter reads what a layer from its first on
    changes (what it applies to among the permanents not worked out anew is read from their
    characteristics in the pass before, which no effect of its first layer or a later one has
    changed for its filter), when the filter of one taken out reads its source (a chosen
    type or name, what it is attached to: those of the source as it is now; a custom test of
    a filter in a plan reads only the object tested, ``characteristics.note_custom_read``),
    or when a layer one joins may have to be ordered by dependency (CR 613.8)."""
    targets = plan[3]
    seen = set()
    for _, entries in plan[0]:
        for ce, key in entries:
            if ce.source in ending and ce.affected is None and key not in seen:
                seen.add(key)
                ended.append((ce, targets.get(key)))
    begun.extend(gather(g, arriving, set()))
    for e in (*begun, *(ce for ce, _ in ended)):
        if e.cda:
            return None  # first in its layer, in 7a if it sets power (CR 613.3, 613.4a)
        ls = layers_of(e.modify)
        reached = False
        for layer, _ in plan[0]:
            reached = reached or layer in ls
            if reached and reads_layer(e.affects, layer):
                return None
    for ce, _ in ended:
        f = ce.affects
        if isinstance(f, Filter) and (f.chosen_type or f.chosen_name or
                                      f.controller == "enchanted_player"):
            return None  # what it applied to would be read from its source as it is now
    steps = []
    for layer, entries in plan[0]:
        if ending:
            entries = [x for x in entries if x[0].source not in ending or x[0].affected is not None]
        joining = [(e, e.eid) for e in begun if layer in layers_of(e.modify)]
        if joining:
            entries = sorted([*entries, *joining], key=_place)
            if len(entries) > 1 and dependency_possible(layer, [ce for ce, _ in entries]):
                return None
        steps.append((layer, entries))
    kept = {key: aff for key, aff in targets.items() if key not in seen}
    for e in begun:
        if e.affects == "attached":
            t = g.objects[e.source].attached_to
            kept[e.eid] = frozenset() if t is None else frozenset({t})
    return (steps, plan_sources(steps), frozenset(layer for layer, entries in steps if entries),
            kept)


def _plan_with(plan: Any, before: tuple[Any, ...], now: tuple[Any, ...], touched: set[int],
               layers_of: Callable[[Any], AbstractSet[str]]) -> Any:
    """The plan of a layer pass (each layer with its effects in order, their sources, the
    layers applied) with the continuous effects of spells and abilities begun or ended since
    ``before`` (``now``: the effects now), the objects they apply to added to ``touched``;
    None when one of them applies to objects not fixed as it began (a filter read in each
    pass), or when a layer it joins may have to be ordered by dependency (CR 613.8). An effect
    begun since has the latest timestamp: in each of its layers it takes its place by timestamp
    (CR 613.7), as a whole pass would put it."""
    ids = set(map(id, now))
    ended = [e for e in before if id(e) not in ids]
    ids = set(map(id, before))
    begun = [e for e in now if id(e) not in ids]
    for e in (*ended, *begun):
        if e.affected is None:
            return None
        touched.update(e.affected)
    gone = set(map(id, ended))
    steps = []
    for layer, entries in plan[0]:
        joining = [(e, e.eid or id(e)) for e in begun if layer in layers_of(e.modify)]
        if joining or any(id(ce) in gone for ce, _ in entries):
            entries = [x for x in entries if id(x[0]) not in gone] + joining
            entries.sort(key=_place)
            if len(entries) > 1 and dependency_possible(layer, [ce for ce, _ in entries]):
                return None
        steps.append((layer, entries))
    return (steps, plan_sources(steps), frozenset(layer for layer, entries in steps if entries),
            plan[3])


def plan_of(steps: list[Any], started: dict[Any, frozenset[int]], applied: AbstractSet[str]
            ) -> tuple[list[Any], Any, frozenset[str], dict[Any, frozenset[int]]]:
    """The plan of a whole layer pass, to bring it up to date later (``changes_since``): each
    layer with its effects in order (``steps``), their sources (``plan_sources``), the layers
    applied, and what each effect applying to what its source is attached to applies to
    (``started``: what each effect of the pass applies to, by key, CR 613.6), kept for when
    its source moves or leaves."""
    return (steps, plan_sources(steps), frozenset(applied),
            {key: started[key] for _, entries in steps for ce, key in entries
             if ce.affected is None and ce.affects == "attached"})


def plan_sources(steps: list[Any]) -> tuple[frozenset[int | None], frozenset[int | None]]:
    """The sources of the effects a layer pass applies (``steps``: each layer with its effects)
    that read them (CR 611.3a): first those of effects of resolved spells and abilities that do,
    then those of static abilities' effects. What a static ability's effect applies to and what it
    does depend on its source (``brought_up_to_date`` tells when its effects are the same); an
    effect of a resolved spell or ability applying to objects fixed as it began (CR 611.2c), with
    amounts fixed then too (CR 608.2h) and no custom modification, reads nothing of it."""
    reading = set()
    statics = set()
    for _, entries in steps:
        for ce, _ in entries:
            m = ce.modify
            if ce.affected is None and isinstance(ce.data, StaticAbility):
                statics.add(ce.source)
            elif ce.affected is None or m.custom is not None or not all(
                    isinstance(v, int) for v in (m.power, m.toughness, m.set_power or 0,
                                                 m.set_toughness or 0)):
                reading.add(ce.source)
    return frozenset(reading), frozenset(statics)


def _place(entry: tuple[Any, Any]) -> tuple[bool, int, int]:
    """An effect's place in its layer, as in a whole pass: characteristic-defining abilities
    first, then timestamp order (CR 613.3, 613.7)."""
    ce = entry[0]
    return not ce.cda, ce.timestamp, ce.eid


def brought_up_to_date(g: GameState, plan: Any, work: dict[int, Any], dirty: list[int],
                       apply: Callable[..., None], affected: Callable[..., frozenset[int]],
                       changes: tuple[list[Any], list[Any]],
                       layers_of: Callable[[Any], AbstractSet[str]],
                       gather: Callable[..., list[Any]]) -> bool:
    """Work out in ``work`` (``changes_since``) the characteristics of ``dirty`` as the pass
    whose plan is ``plan`` (each layer with the effects it applies, in order, each with its
    key; an effect left out, CR 613.8a, is not there) makes them: the same effects in the same
    layers and order (CR 613.1-613.7), each applying to those it matches where it began to
    apply (CR 613.6), then the counters, intrinsic mana abilities and keywords
    (``after_layer``). ``changes``: the effects put in the plan and taken out of it
    (``_plan_joined``: those of static abilities of permanents that entered, changed or
    left) apply or applied to permanents not among ``dirty`` too: those they apply or applied
    to (read from their characteristics in the pass before, or kept with the plan) are worked
    out anew as well. False when the static abilities of one of them don't give the effects the plan
    has of it (``_gives_its_effects``): the whole pass is made again then."""
    begun, ended = changes
    if not dirty and not ended:
        return True  # only objects that left: the others keep their characteristics
    objects = g.objects
    if begun or ended:
        dirty_set = set(dirty)
        rest = [oid for oid in g.battlefield if oid not in dirty_set]
        reached: set[int] = set()
        for ce in begun:
            reached.update(affected(g, ce, work, rest))
        for ce, aff in ended:
            reached.update(affected(g, ce, work, rest) if aff is None else aff)
        for oid in rest:
            if oid in reached:
                work[oid] = base_cached(g, objects[oid])
                dirty.append(oid)
    steps = plan[0]
    among = [oid for oid in dirty if objects[oid].zone is Zone.BATTLEFIELD]
    dirty_set = set(dirty)
    owned: set[int] = set()
    own = copy_on_write(work, owned)
    started: dict[int, frozenset[int]] = {}
    for layer, entries in steps:
        for ce, key in entries:
            aff = started.get(key)
            if aff is None:
                aff = affected(g, ce, work, among) & dirty_set
                started[key] = aff
            for oid in aff:
                apply(g, layer, ce.modify, own(oid), ce)
        if layer in AFTER_LAYERS:
            after_layer(g, layer, dirty, work, own, owned, plan[2])
    statics = plan[1][1]
    new = {ce.source for ce in begun}
    for oid in dirty:
        o = objects[oid]
        c = work[oid]
        if oid in statics or generates_effects(o, c):
            if o.zone is Zone.STACK or not _gives_its_effects(g, oid, c, steps, layers_of,
                                                              gather, oid not in new):
                return False
    return True


def _gives_its_effects(g: GameState, oid: int, c: Any, steps: list[Any],
                       layers_of: Callable[[Any], AbstractSet[str]],
                       gather: Callable[..., list[Any]], kept: bool) -> bool:
    """Whether the permanent ``oid``, worked out anew with characteristics ``c``, gives the
    effects the plan ``steps`` has of it, as a whole pass gathers them (CR 611.3, 613.7):
    those gathered from ``c`` (``gather``, a whole pass's), each in every one of its layers
    with its controller and timestamp, the same static abilities as those of its base
    characteristics (so that each time a whole pass gathers them, CR 613.6, it finds the
    same). A static ability under a condition, read as it is gathered, makes the pass one
    that is not brought up to date (``note_wide_read``). ``kept``: the plan's effects are
    those of an earlier pass, which the permanent must not have changed since
    (``GameState.changed``: what they apply to and do may read it)."""
    if kept and oid in g.changed:
        return False
    now = gather(g, {oid: c}, set())
    there = gather(g, {oid: base_cached(g, g.objects[oid])}, set())
    want = sorted((layer, id(e.data), e.controller, e.timestamp)
                  for e in now for layer in layers_of(e.modify))
    mine = sorted((layer, id(ce.data), ce.controller, ce.timestamp)
                  for layer, entries in steps for ce, _ in entries
                  if ce.source == oid and ce.affected is None)
    return mine == want and list(map(_DATA, now)) == list(map(_DATA, there))


_DATA = attrgetter("data")


def generates_effects(o: GameObject, c: Any) -> bool:
    """Whether ``o``, with characteristics ``c``, may have a static ability generating an
    effect where it is, as a whole pass gathers them (``characteristics._static_effects``):
    a permanent's (CR 611.3), a spell's characteristic-defining ability (CR 604.3). The other
    static abilities of a spell don't function on the stack (CR 113.6), and an object on the
    stack that is no spell has none working there: a creature spell whose static ability
    works on the battlefield leaves a layer pass to be brought up to date."""
    statics = effect_statics(c.abilities)
    if not statics:
        return False
    if o.zone is Zone.STACK:
        return o.stack.get("kind") == "spell" and any(a.cda for _, a, _ in statics)
    return True

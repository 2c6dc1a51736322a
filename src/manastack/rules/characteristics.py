"""Characteristics of objects (CR 109.3) and the layer system that computes them (CR 613).

Characteristics are never stored: ``chars(g, oid)`` starts from the copiable values (the face
that is up, or a face-down 2/2 in layer 1b, CR 708.2) and applies every continuous effect in
layer, sublayer and timestamp order. The result for the whole battlefield and stack is cached
per state version.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.database import FaceData, database
from manastack.cards.registry import card_def
from manastack.dsl.abilities import Ability, Keyword, StaticAbility
from manastack.dsl.effects import Modify
from manastack.dsl.intrinsic import BASIC_LAND_ABILITIES
from manastack.dsl.mana_cost import ZERO, ManaCost
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone

ALL_COLORS = ("W", "U", "B", "R", "G")


def _pt(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" is defined by a characteristic-defining ability (CR 604.3)


class Chars:
    """The computed characteristics of one object."""

    __slots__ = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes",
                 "power", "toughness", "loyalty", "abilities", "keywords", "controller",
                 "face", "oid", "text_face")

    def __init__(self) -> None:
        self.name = ""
        self.mana_cost: ManaCost = ZERO
        self.mana_value = 0
        self.colors: frozenset[str] = frozenset()
        self.types: frozenset[str] = frozenset()
        self.subtypes: frozenset[str] = frozenset()
        self.supertypes: frozenset[str] = frozenset()
        self.power: int | None = None
        self.toughness: int | None = None
        self.loyalty: int | None = None
        self.abilities: tuple[Ability, ...] = ()
        self.keywords: frozenset[str] = frozenset()
        self.controller = 0
        self.face: FaceData | None = None
        self.oid = 0
        self.text_face: FaceData | None = None

    def copy(self) -> Chars:
        c = Chars.__new__(Chars)
        c.name = self.name
        c.mana_cost = self.mana_cost
        c.mana_value = self.mana_value
        c.colors = self.colors
        c.types = self.types
        c.subtypes = self.subtypes
        c.supertypes = self.supertypes
        c.power = self.power
        c.toughness = self.toughness
        c.loyalty = self.loyalty
        c.abilities = self.abilities
        c.keywords = self.keywords
        c.controller = self.controller
        c.face = self.face
        c.oid = self.oid
        c.text_face = self.text_face
        return c

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.types & {"Creature", "Land", "Artifact", "Enchantment",
                                  "Planeswalker", "Battle"})

    def keyword_records(self, name: str) -> list[Keyword]:
        return [a for a in self.abilities if isinstance(a, Keyword) and a.name == name]

    def protections(self) -> list[str]:
        return [a.param or "" for a in self.abilities
                if isinstance(a, Keyword) and a.name == "Protection"]

    def __repr__(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"<{self.name or 'face-down'}{pt}>"


def face_of(obj: GameObject) -> FaceData | None:
    """The face whose characteristics the object has (CR 712.8), or None for abilities."""
    if obj.card_key is None:
        return None
    card = database().by_key(obj.card_key)
    if obj.face < len(card.faces):
        return card.faces[obj.face]
    return card.faces[0]


_PRINTED: dict[tuple[str, int], Chars] = {}


def printed_chars(card_key: str, face_index: int) -> Chars:
    """The printed characteristics of one face of a card (cached; never mutate the result)."""
    key = (card_key, face_index)
    c = _PRINTED.get(key)
    if c is not None:
        return c
    card = database().by_key(card_key)
    face = card.faces[face_index] if face_index < len(card.faces) else card.faces[0]
    c = Chars()
    c.face = face
    c.text_face = face
    c.name = face.name
    c.mana_cost = ManaCost.parse(face.mana_cost) if face.mana_cost else ZERO
    # CR 712.8e: a transforming double-faced permanent's mana value is its front face's.
    c.mana_value = card.mana_value
    if face.color_indicator is not None:
        c.colors = frozenset(face.color_indicator)
    else:
        c.colors = frozenset(face.colors)
    c.types = frozenset(face.types)
    c.subtypes = frozenset(face.subtypes)
    c.supertypes = frozenset(face.supertypes)
    c.power = _pt(face.power)
    c.toughness = _pt(face.toughness)
    c.loyalty = _pt(face.loyalty)
    d = card_def(card_key)
    c.abilities = d.faces[face_index].abilities if face_index < len(d.faces) else ()
    add_intrinsic(c)
    c.keywords = frozenset(a.name for a in c.abilities if isinstance(a, Keyword))
    _PRINTED[key] = c
    return c


def base_chars(obj: GameObject) -> Chars:
    """Copiable values: printed face, copy effects (layer 1a) and face-down status (1b)."""
    if obj.face_down and obj.zone is not Zone.BATTLEFIELD and obj.zone is not Zone.STACK:
        # CR 406.3a: a card exiled face down has no characteristics.
        c = Chars()
    elif obj.face_down:
        # CR 708.2a: a face-down permanent or spell is a 2/2 creature with no text, no name,
        # no subtypes and no mana cost.
        c = Chars()
        c.types = frozenset({"Creature"})
        c.power = 2
        c.toughness = 2
    elif obj.copy_of is not None:
        src: Chars = obj.copy_of
        c = src.copy()
    elif obj.card_key is not None:
        c = printed_chars(obj.card_key, obj.face).copy()
    else:
        c = Chars()
    c.oid = obj.id
    # Layer 2 starts from the controller before any control-changing effect (CR 613.1b).
    c.controller = obj.controller if obj.base_controller is None else obj.base_controller
    if obj.zone is Zone.STACK and obj.stack.get("x") is not None and c.mana_cost.x:
        # CR 202.3e: on the stack, X is the chosen value.
        c.mana_value += c.mana_cost.x * int(obj.stack["x"])
    if obj.copy_of is not None or obj.face_down:
        add_intrinsic(c)
        c.keywords = frozenset(a.name for a in c.abilities if isinstance(a, Keyword))
    return c


def copiable_chars(obj: GameObject) -> Chars:
    """What a copy of permanent ``obj`` copies (CR 707.2): its copiable values (``base_chars``),
    except that a copy of the back face of a double-faced permanent has mana value 0 (CR
    202.3b) where the permanent itself has its front face's (CR 712.8e)."""
    c = base_chars(obj)
    if obj.face == 1 and obj.copy_of is None and not obj.face_down and \
            obj.card_key is not None and database().by_key(obj.card_key).is_double_faced:
        c.mana_value = 0
    return c


class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2), or generated by a static
    ability during the layer pass (CR 611.3)."""

    __slots__ = ("timestamp", "source", "controller", "modify", "affected", "affects",
                 "duration", "cda", "eid", "data")

    def __init__(self, timestamp: int, source: int | None, controller: int, modify: Modify,
                 affected: frozenset[int] | None = None, affects: Any = None,
                 duration: str = "eot", cda: bool = False, eid: int = 0,
                 data: Any = None) -> None:
        self.timestamp = timestamp
        self.source = source
        self.controller = controller
        self.modify = modify
        self.affected = affected
        self.affects = affects
        self.duration = duration
        self.cda = cda
        self.eid = eid
        self.data = data

    def __repr__(self) -> str:
        return (f"CE({self.eid},{self.timestamp},{self.source},{self.controller},{self.modify},"
                f"{sorted(self.affected) if self.affected is not None else self.affects},"
                f"{self.duration})")


def _layers_of(m: Modify) -> set[str]:
    s: set[str] = set()
    if m.controller is not None:
        s.add("2")
    if m.custom_layer:
        s.add(m.custom_layer)
    if m.add_types or m.remove_types or m.add_subtypes or m.set_creature_types is not None:
        s.add("4")
    if m.set_colors is not None:
        s.add("5")
    if m.add_keywords or m.remove_keywords or m.remove_all_abilities or m.abilities:
        s.add("6")
    if m.set_power is not None or m.set_toughness is not None:
        s.add("7b")
    if m.power or m.toughness:
        s.add("7c")
    if m.switch_pt:
        s.add("7d")
    return s


LAYER_ORDER = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


_PASS: tuple[GameState, dict[int, Chars]] | None = None
"""The layer pass in progress (its game and its characteristics so far)."""


def _amount(g: GameState, v: Any, ce: ContinuousEffect) -> int:
    if isinstance(v, int):
        return v
    from manastack.dsl.refs import CountOf, Sum
    if isinstance(v, Sum):
        return sum(_amount(g, part, ce) for part in v.parts)
    if isinstance(v, CountOf) and _PASS is not None and _PASS[0] is g:
        # A characteristic-defining ability counting objects during the layer pass (CR 604.3,
        # 613.3): read the characteristics computed so far, not a new pass.
        from manastack.rules.selectors import matches
        work = _PASS[1]
        f = v.filter
        if f.zone is Zone.BATTLEFIELD:
            pool = [oid for oid in g.battlefield if oid in work]
        else:
            pool = list(g.zone_list(f.zone)) if f.zone in (Zone.STACK, Zone.EXILE, Zone.COMMAND) \
                else [oid for p in g.player_ids() for oid in g.zone_list(f.zone, p)]
            work = {**work, **{oid: base_chars(g.objects[oid]) for oid in pool
                               if oid not in work}}
        return sum(1 for oid in pool if matches(g, oid, f, ce.controller, ce.source, work))
    from manastack.rules.amounts import evaluate_amount
    return evaluate_amount(g, v, {"controller": ce.controller, "source": ce.source,
                                  "targets": (), "x": 0})


def _apply(g: GameState, layer: str, m: Modify, c: Chars, ce: ContinuousEffect) -> None:
    if layer == "2" and m.controller is not None:
        c.controller = m.controller
    elif layer == "4":
        if m.add_types:
            c.types = c.types | frozenset(m.add_types)
        if m.remove_types:
            c.types = c.types - frozenset(m.remove_types)
        if m.set_creature_types is not None:
            from manastack.rules.creature_types import CREATURE_TYPES
            c.subtypes = frozenset(s for s in c.subtypes if s not in CREATURE_TYPES) | \
                frozenset(m.set_creature_types)
        if m.add_subtypes:
            c.subtypes = c.subtypes | frozenset(m.add_subtypes)
    elif layer == "5" and m.set_colors is not None:
        c.colors = frozenset(m.set_colors)
    elif layer == "6":
        if m.remove_all_abilities:
            c.abilities = ()
        if m.remove_keywords:
            rem = set(m.remove_keywords)
            c.abilities = tuple(a for a in c.abilities
                                if not (isinstance(a, Keyword) and a.name in rem))
        if m.add_keywords:
            from manastack.dsl.keywords import parse_keyword
            add = []
            for k in m.add_keywords:
                kw = parse_keyword(k)
                if kw is not None:
                    add.append(kw)
            c.abilities = c.abilities + tuple(add)
        if m.abilities:
            c.abilities = c.abilities + tuple(m.abilities)
    elif layer in ("7a", "7b"):
        # A noncreature that became a creature ("becomes a 1/1 creature") gets its P/T here.
        if m.set_power is not None and (c.power is not None or "Creature" in c.types):
            c.power = _amount(g, m.set_power, ce)
        if m.set_toughness is not None and (c.toughness is not None or "Creature" in c.types):
            c.toughness = _amount(g, m.set_toughness, ce)
    elif layer == "7c":
        if c.power is not None:
            c.power += _amount(g, m.power, ce)
            c.toughness = (c.toughness or 0) + _amount(g, m.toughness, ce)
    elif layer == "7d" and m.switch_pt and c.power is not None:
        c.power, c.toughness = c.toughness, c.power
    if m.custom is not None and m.custom_layer == layer:
        m.custom(g, c, ce)


def add_intrinsic(c: Chars) -> None:
    """CR 305.6: an object with a basic land type has that type's mana ability."""
    if "Land" in c.types and c.subtypes:
        extra = tuple(BASIC_LAND_ABILITIES[t] for t in ("Plains", "Island", "Swamp", "Mountain",
                                                         "Forest") if t in c.subtypes)
        if extra and not any(a in c.abilities for a in extra):
            c.abilities = extra + c.abilities


def _static_effects(g: GameState, work: dict[int, Chars]) -> list[ContinuousEffect]:
    """Effects generated now by static abilities of permanents (CR 611.3, 613.7a)."""
    out: list[ContinuousEffect] = []
    for oid in g.battlefield:
        c = work.get(oid)
        if c is None:
            continue
        o = g.objects[oid]
        if o.phased_out:
            continue
        for i, a in enumerate(c.abilities):
            if isinstance(a, StaticAbility) and a.modify is not None and a.zone is Zone.BATTLEFIELD:
                if a.condition is not None and not a.condition(g, oid):
                    continue
                # One id per (source, ability): each static ability's effect keeps its own
                # affected set (CR 613.6), and the order is the same in every replay.
                out.append(ContinuousEffect(o.timestamp, oid, c.controller, a.modify,
                                            None, a.affects, "static", a.cda,
                                            eid=-(oid * 256 + i + 1), data=a))
    return out


def _affected(g: GameState, ce: ContinuousEffect, work: dict[int, Chars]) -> frozenset[int]:
    if ce.affected is not None:
        return ce.affected
    spec = ce.affects
    src = ce.source
    if spec == "self":
        return frozenset({src}) if src is not None else frozenset()
    if spec == "attached":
        if src is None or src not in g.objects:
            return frozenset()
        t = g.objects[src].attached_to
        return frozenset({t}) if t is not None else frozenset()
    from manastack.rules.selectors import matches
    return frozenset(oid for oid in g.battlefield
                     if oid in work and matches(g, oid, spec, ce.controller, src, work))


# -- dependency (CR 613.8) -------------------------------------------------------------------
# Which filter fields read the characteristics a layer changes (for "what it applies to").
_FILTER_FIELDS_BY_LAYER = {
    "2": ("controller",),
    "4": ("types", "all_types", "not_types", "subtypes", "not_subtypes", "supertypes",
          "chosen_type"),
    "5": ("colors", "not_colors", "colorless"),
    "6": ("keywords", "not_keywords"),
    "7a": ("power_le", "power_ge", "toughness_le"),
    "7b": ("power_le", "power_ge", "toughness_le"),
    "7c": ("power_le", "power_ge", "toughness_le"),
    "7d": ("power_le", "power_ge", "toughness_le"),
}


def _removes_abilities(m: Modify, layer: str) -> bool:
    """Whether an effect can take abilities away in this layer (text change or removal)."""
    if layer == "6":
        return m.remove_all_abilities or bool(m.remove_keywords) or (
            m.custom is not None and m.custom_layer == "6")
    return layer == "3" and m.custom is not None and m.custom_layer == "3"


def _reads_layer(f: Any, layer: str) -> bool:
    """Whether filter ``f`` could match differently after an effect of this layer."""
    from manastack.dsl.filters import Filter
    if not isinstance(f, Filter):
        return False
    if f.custom is not None:
        return True
    return any(getattr(f, name) for name in _FILTER_FIELDS_BY_LAYER.get(layer, ()))


def _dependency_possible(layer: str, cands: list[ContinuousEffect]) -> bool:
    """Cheap test before the real one: is there a pair that could depend on each other?"""
    removers = any(_removes_abilities(e.modify, layer) for e in cands)
    for a in cands:
        if removers and isinstance(a.data, StaticAbility) and a.source is not None:
            return True
        if a.affected is None and _reads_layer(a.affects, layer):
            return True
    return False


def _ability_gone(ce: ContinuousEffect, work: dict[int, Chars]) -> bool:
    """A static ability's effect no longer exists when its source lost the ability."""
    if not isinstance(ce.data, StaticAbility) or ce.source is None:
        return False
    c = work.get(ce.source)
    return c is not None and not any(a is ce.data for a in c.abilities)


def _depends(g: GameState, layer: str, a: ContinuousEffect, b: ContinuousEffect,
             work: dict[int, Chars]) -> bool:
    """CR 613.8a: does ``a`` depend on ``b``? Both are in the same layer; a CDA depends only
    on a CDA and the other way round. Applying ``b`` would change ``a``'s existence (it
    removes the ability that generates ``a``) or what ``a`` applies to."""
    if a.cda != b.cda:
        return False
    removes = _removes_abilities(b.modify, layer)
    reads = a.affected is None and _reads_layer(a.affects, layer)
    if not removes and not reads:
        return False
    b_aff = _affected(g, b, work)
    if not b_aff:
        return False
    after = dict(work)
    for oid in b_aff:
        c = work.get(oid)
        if c is not None:
            c2 = c.copy()
            _apply(g, layer, b.modify, c2, b)
            after[oid] = c2
    if removes and not _ability_gone(a, work) and _ability_gone(a, after):
        return True
    return reads and _affected(g, a, work) != _affected(g, a, after)


def _ordered_by_dependency(g: GameState, layer: str, cands: list[ContinuousEffect],
                           work: dict[int, Chars],
                           started: dict[int, frozenset[int]]) -> list[ContinuousEffect]:
    """CR 613.8b: timestamp order, except that an effect waits for every effect it depends
    on; effects in a dependency loop keep their timestamp order. The order is decided on the
    characteristics as they are before the layer (CR 613.8c is approximated: dependencies
    are not re-evaluated after each application)."""
    # An effect that already applies from an earlier layer keeps its affected set and keeps
    # applying (CR 613.6): it depends on nothing here.
    deps = {id(a): [] if (a.eid if a.eid else id(a)) in started else
            [b for b in cands if b is not a and _depends(g, layer, a, b, work)]
            for a in cands}
    if not any(deps.values()):
        return cands

    def reaches(x: ContinuousEffect, y: ContinuousEffect) -> bool:
        seen: set[int] = set()
        todo = [x]
        while todo:
            e = todo.pop()
            for d in deps.get(id(e), ()):
                if d is y:
                    return True
                if id(d) not in seen:
                    seen.add(id(d))
                    todo.append(d)
        return False

    out: list[ContinuousEffect] = []
    left = list(cands)
    while left:
        pick = left[0]
        for e in left:
            waits = [d for d in deps[id(e)] if any(d is x for x in left)]
            if all(reaches(d, e) for d in waits):  # none, or all in a loop with it
                pick = e
                break
        out.append(pick)
        left = [e for e in left if e is not pick]
    return out


def _base_cached(g: GameState, o: GameObject) -> Chars:
    """``base_chars`` of an object, cached while what it depends on is unchanged (shared:
    never mutate the result)."""
    bc: dict[int, tuple[Any, Chars]] | None = g.__dict__.get("_base_cache")
    if bc is None:
        bc = {}
        g._base_cache = bc  # type: ignore[attr-defined]
    sig = (o.card_key, o.face, o.face_down, o.copy_of, o.controller,
           o.stack.get("x") if o.zone is Zone.STACK else None)
    ent = bc.get(o.id)
    if ent is not None and ent[0] == sig:
        return ent[1]
    c = base_chars(o)
    bc[o.id] = (sig, c)
    return c


def compute_all(g: GameState) -> dict[int, Chars]:
    """Characteristics of every object on the battlefield and the stack (the layer pass)."""
    cache = getattr(g, "_cache", None)
    if cache is not None and cache[0] == g.version:
        return cache[1]
    work: dict[int, Chars] = {}
    for oid in g.battlefield:
        work[oid] = _base_cached(g, g.objects[oid])
    for oid in g.stack:
        o = g.objects[oid]
        if o.card_key is not None:
            work[oid] = _base_cached(g, o)
    # The base characteristics are shared with the cache: copy one before changing it.
    owned: set[int] = set()

    def own(oid: int) -> Chars:
        c = work[oid]
        if oid not in owned:
            c = c.copy()
            work[oid] = c
            owned.add(oid)
        return c

    global _PASS
    _PASS = (g, work)
    started: dict[int, frozenset[int]] = {}
    resolved = [(e, _layers_of(e.modify)) for e in g.effects]
    statics = [(e, _layers_of(e.modify)) for e in _static_effects(g, work)]
    applied: set[str] = set()
    for layer in LAYER_ORDER:
        if layer == "4" and "3" in applied:
            # A text change (layer 3) may have rewritten static abilities: regather them.
            statics = [(e, _layers_of(e.modify)) for e in _static_effects(g, work)]
        if layer == "7a" and "6" in applied:
            # Abilities change only in layer 6: regather the static abilities after it.
            statics = [(e, _layers_of(e.modify)) for e in _static_effects(g, work)]
        cands = []
        for ce, ls in (resolved + statics if statics else resolved):
            if layer == "7a" and ce.cda and ("7b" in ls):
                cands.append(ce)
            elif layer in ls and not (layer == "7b" and ce.cda):
                cands.append(ce)
        if cands:
            applied.add(layer)
            # CR 613.3: characteristic-defining abilities first, then timestamp order.
            cands.sort(key=lambda e: (not e.cda, e.timestamp, e.eid))
        if len(cands) > 1 and _dependency_possible(layer, cands):
            cands = _ordered_by_dependency(g, layer, cands, work, started)
        for ce in cands:
            key = ce.eid if ce.eid else id(ce)
            aff = started.get(key)
            if aff is None:
                if layer in ("3", "6") and _ability_gone(ce, work):
                    continue  # CR 613.8a: an earlier effect in this layer removed its source
                aff = _affected(g, ce, work)
                started[key] = aff
            for oid in aff:
                if oid in work:
                    _apply(g, layer, ce.modify, own(oid), ce)
        if layer == "7c":
            for oid in list(work):
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
    _PASS = None
    g._cache = (g.version, work, {})  # type: ignore[attr-defined]
    return work


def static_rules(g: GameState) -> dict[str, list[tuple[int, Chars, StaticAbility]]]:
    """Rule-modifying static abilities on the battlefield by rule name (cached per version)."""
    idx = getattr(g, "_rules_index", None)
    if idx is not None and idx[0] == g.version:
        return idx[1]
    allc = compute_all(g)
    out: dict[str, list[tuple[int, Chars, StaticAbility]]] = {}
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None or g.objects[oid].phased_out:
            continue
        for a in c.abilities:
            if isinstance(a, StaticAbility) and a.rule is not None:
                out.setdefault(a.rule, []).append((oid, c, a))
    g._rules_index = (g.version, out)  # type: ignore[attr-defined]
    return out


def chars(g: GameState, oid: int) -> Chars:
    """Current characteristics of any object (layer pass for battlefield and stack objects)."""
    allc = compute_all(g)
    c = allc.get(oid)
    if c is not None:
        return c
    other = g._cache[2]  # type: ignore[attr-defined]
    c = other.get(oid)
    if c is None:
        c = _with_own_cdas(g, base_chars(g.objects[oid]))
        other[oid] = c
    return c


def _with_own_cdas(g: GameState, c: Chars) -> Chars:
    """CR 604.3: characteristic-defining abilities function in every zone, so a card in a
    hand, library, graveyard or exile has the power and toughness its own CDA defines
    (MID-RN-125, 187)."""
    cdas = [a for a in c.abilities if isinstance(a, StaticAbility) and a.cda
            and a.modify is not None]
    if not cdas or c.oid in _IN_CDA:
        return c  # a CDA counting cards that include its own object sees its other values
    c = c.copy()
    _IN_CDA.add(c.oid)
    try:
        for layer in LAYER_ORDER:
            for a in cdas:
                assert a.modify is not None
                ls = _layers_of(a.modify)
                if layer in ls and layer != "7b" or layer == "7a" and "7b" in ls:
                    ce = ContinuousEffect(0, c.oid, c.controller, a.modify,
                                          frozenset({c.oid}), None, "static", True)
                    _apply(g, layer, a.modify, c, ce)
    finally:
        _IN_CDA.discard(c.oid)
    return c


_IN_CDA: set[int] = set()


def controller_of(g: GameState, oid: int) -> int:
    o = g.objects[oid]
    if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
        return chars(g, oid).controller
    return o.owner

"""Targets (CR 115): which objects and players may be chosen, and rechecking on resolution; what
an Aura spell targets, from its enchant ability (CR 303.4a, 702.5)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from manastack.dsl.abilities import Keyword, TargetSpec
from manastack.dsl.filters import ANY_PLAYER, Filter, PlayerFilter
from manastack.dsl.mana_cost import NAME_TO_COLOR
from manastack.rules.characteristics import Chars, chars, compute_all, static_rules
from manastack.rules.selectors import chars_match, controller_only, player_matches
from manastack.rules.text_change import creature_type_named
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone


def protection_stops(protections: list[str], src: Chars | None) -> bool:
    """CR 702.16: whether protection from ``protections`` covers ``src`` (DEBT: damage,
    enchanting/equipping, blocking, targeting)."""
    if src is None:
        return False
    for q in protections:
        q = q.lower()
        if q == "everything":
            return True
        if q in NAME_TO_COLOR and NAME_TO_COLOR[q] in src.colors:
            return True
        if q == "all colors" and src.colors:
            return True
        if q == "creatures" and src.is_creature:
            return True
        if q.endswith(" creatures"):
            # "from Zombie creatures": creatures of that type only (CR 702.16a)
            named = creature_type_named(q[:-len(" creatures")])
            if named is not None and src.is_creature and named in src.subtypes:
                return True
            continue
        # "protection from Goblins", "from Zombies", "from Elves" (a creature type's plural)
        named = creature_type_named(q)
        if named is not None and named in src.subtypes:
            return True
        for t in src.types:
            if q in (t.lower() + "s",):
                return True
    return False


_GUARDS = frozenset({"Shroud", "Hexproof", "Hexproof from", "Protection"})
"""The keywords that may keep a permanent from being targeted (CR 702.11, 702.16, 702.18):
a permanent with none of them is spared the checks of each."""


def can_target_object(g: GameState, oid: int, spec: TargetSpec, controller: int,
                      source: int | None, source_chars: Chars | None) -> bool:
    """Whether ``oid`` is a legal target for ``spec`` of a spell/ability controlled by
    ``controller`` whose source has characteristics ``source_chars`` (CR 115.3, 702.11,
    702.18, 702.16)."""
    if spec.filter is None:
        return False
    o = g.objects.get(oid)
    if o is None or o.phased_out:
        return False
    f = spec.filter
    if spec.spells:
        if o.zone is not Zone.STACK and not (spec.permanents and o.zone is Zone.BATTLEFIELD):
            return False
    elif o.zone is not f.zone:
        return False
    if o.zone is Zone.GRAVEYARD and _graveyards_untargetable(g):
        return False
    c = chars(g, oid)
    ctl = c.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    if not chars_match(g, c, f, controller, source, oid, ctl):
        return False
    # Shroud, hexproof and protection protect permanents (and players), not spells: a
    # creature spell's static abilities don't function on the stack (CR 113.6, 702.11a,
    # 702.16b, 702.18a), so a counterspell can target a spell with protection.
    return o.zone is not Zone.BATTLEFIELD or c.keywords.isdisjoint(_GUARDS) or \
        not _guarded(g, c, ctl, controller, source_chars)


def _guarded(g: GameState, c: Chars, ctl: int, controller: int,
             source_chars: Chars | None) -> bool:
    """Whether a permanent with characteristics ``c``, controlled by ``ctl``, can't be the
    target of a spell or ability controlled by ``controller`` whose source has
    ``source_chars``: it has shroud (CR 702.18a), hexproof or "hexproof from [quality]"
    against an opponent's (CR 702.11b, 702.11d), or protection from that source's quality
    (CR 702.16b)."""
    if c.has("Shroud"):
        return True
    if g.is_opponent(ctl, controller):
        if c.has("Hexproof"):
            return True
        if protection_stops([k.param or "" for k in c.keyword_records("Hexproof from")],
                            source_chars):
            return True  # "hexproof from [quality]" (CR 702.11d)
    return protection_stops(c.protections(), source_chars)


def _graveyards_untargetable(g: GameState) -> bool:
    """"Cards in graveyards can't be the targets of spells or abilities" (a
    "graveyard_cards_untargetable" rule, e.g. Dennick, Pious Apprentice)."""
    return bool(static_rules(g).get("graveyard_cards_untargetable"))


def can_target_player(g: GameState, p: int, spec: TargetSpec, controller: int,
                      source_chars: Chars | None) -> bool:
    if spec.players is None:
        return False
    if not player_matches(g, p, spec.players, controller,
                          None if source_chars is None else source_chars.oid):
        return False
    if g.is_opponent(p, controller) and player_has_hexproof(g, p):
        return False  # CR 702.11c: "You have hexproof"
    if player_has_shroud(g, p):
        return False  # CR 702.18a: "You have shroud"
    return True


def player_has_hexproof(g: GameState, p: int) -> bool:
    """A "player_hexproof" rule (``rule("player_hexproof")``: "You have hexproof") of a
    permanent ``p`` controls."""
    return any(c.controller == p and (a.condition is None or a.condition(g, sid))
               for sid, c, a in static_rules(g).get("player_hexproof", ()))


def player_has_shroud(g: GameState, p: int) -> bool:
    """A "player_shroud" rule (``rule("player_shroud", "controller")``: "You have shroud") of
    a permanent ``p`` controls: no spell or ability can target them (CR 702.18a)."""
    return any(c.controller == p and (a.condition is None or a.condition(g, sid))
               for sid, c, a in static_rules(g).get("player_shroud", ()))


def legal_targets(g: GameState, spec: TargetSpec, controller: int, source: int | None,
                  source_chars: Chars | None, exclude: tuple[int, ...] = ()) -> list[int]:
    """Every legal choice for one target of ``spec`` (players first, then objects)."""
    return list(_legal_targets(g, spec, controller, source, source_chars, exclude))


def has_legal_targets(g: GameState, spec: TargetSpec, controller: int, source: int | None,
                      source_chars: Chars | None, n: int,
                      exclude: tuple[int, ...] = ()) -> bool:
    """Whether ``spec`` has at least ``n`` legal choices (``legal_targets``, stopping as soon
    as that many are found), none of them in ``exclude``."""
    if n <= 0:
        return True
    for _ in _legal_targets(g, spec, controller, source, source_chars, exclude):
        n -= 1
        if n == 0:
            return True
    return False


def all_targets_choosable(g: GameState, specs: tuple[TargetSpec, ...] | list[TargetSpec],
                          controller: int, source: int | None, source_chars: Chars | None,
                          exclude: tuple[int, ...] = ()) -> bool:
    """Whether every slot of ``specs`` can get its fewest targets (``minimum``) at once
    (CR 601.2c): each slot on its own, and a slot that must differ from an earlier one
    ("another target", ``different_from``) together with it: the two need as many distinct
    legal choices between them as their minimums add up to, since one object can't fill
    both (CR 115.3)."""
    for s in specs:
        if not has_legal_targets(g, s, controller, source, source_chars, s.minimum, exclude):
            return False
    for s in specs:
        for j in s.different_from:
            both = set(_legal_targets(g, s, controller, source, source_chars, exclude))
            both.update(_legal_targets(g, specs[j], controller, source, source_chars, exclude))
            if len(both) < s.minimum + specs[j].minimum:
                return False
    return True


def _legal_targets(g: GameState, spec: TargetSpec, controller: int, source: int | None,
                   source_chars: Chars | None, exclude: tuple[int, ...]) -> Iterator[int]:
    if spec.players is not None:
        yield from (p for p in g.player_ids()
                    if p not in exclude and can_target_player(g, p, spec, controller,
                                                              source_chars))
    f = spec.filter
    if f is not None:
        zone = Zone.STACK if spec.spells else f.zone
        if zone is Zone.BATTLEFIELD:
            types = f.types
            pool = with_types(g, types) if types and g.battlefield else g.battlefield
            yield from _permanent_targets(g, f, pool, controller, source, source_chars,
                                          exclude)
            return
        if spec.spells and spec.permanents:
            pool = g.zone_list(Zone.STACK) + g.battlefield
        elif zone in (Zone.STACK, Zone.EXILE):
            pool = g.zone_list(zone)
        else:
            pool = [oid for p in g.player_ids() for oid in g.zone_list(zone, p)]
        yield from (oid for oid in pool if oid not in exclude and oid != (
            source if spec.spells else -1) and can_target_object(
            g, oid, spec, controller, source, source_chars))


def _permanent_targets(g: GameState, f: Filter, pool: list[int], controller: int,
                       source: int | None, source_chars: Chars | None,
                       exclude: tuple[int, ...]) -> Iterator[int]:
    """The permanents of ``pool`` (on the battlefield, in its order; those of the card types
    ``f`` names, ``with_types``, if any) that are legal targets matching ``f``
    (``can_target_object``, read from the layer pass at once): phased-out ones are treated
    as though they don't exist (CR 702.26b)."""
    allc = compute_all(g)
    objects = g.objects
    whose = controller_only(f)
    for oid in pool:
        if oid in exclude or objects[oid].phased_out:
            continue
        c = allc[oid]
        ctl = c.controller
        if whose is None:
            if not chars_match(g, c, f, controller, source, oid, ctl):
                continue
        elif whose and (ctl != controller if whose == "you" else
                        not g.is_opponent(controller, ctl)):
            continue
        if c.keywords.isdisjoint(_GUARDS) or not _guarded(g, c, ctl, controller, source_chars):
            yield oid


def with_types(g: GameState, types: tuple[str, ...]) -> list[int]:
    """The permanents on the battlefield with one of the card types ``types``, in battlefield
    order: the only ones a filter naming those types can match (``chars_match`` refuses the
    others first), and the only ones that may attack or block (``("Creature",)``, CR 508.1a,
    509.1a). Kept per layer pass (``compute_all``: its result stands for the same
    permanents with the same characteristics while it is cached, as ``rules.ability_index``
    relies on) and types, so that looking for a creature to target or to attack with doesn't
    look at every land again. Never changed by its callers."""
    allc = compute_all(g)
    memo = _BY_TYPES
    if memo[0] is not allc:
        memo[0] = allc
        memo[1] = {}
    kept: dict[tuple[str, ...], list[int]] = memo[1]
    out = kept.get(types)
    if out is None:
        out = kept[types] = [oid for oid in g.battlefield
                             if not allc[oid].types.isdisjoint(types)]
    return out


_BY_TYPES: list[Any] = [None, {}]
"""``with_types``'s memo: the layer pass it is for (held, so that its id stays its own), and
the permanents by types."""


def still_legal(g: GameState, t: int, spec: TargetSpec, controller: int, source: int | None,
                source_chars: Chars | None) -> bool:
    """CR 608.2b: is target ``t`` still legal as the spell or ability resolves?"""
    if is_player_id(t):
        return can_target_player(g, t, spec, controller, source_chars)
    return can_target_object(g, t, spec, controller, source, source_chars)


def enchant_spec(c: Chars) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets what its enchant ability allows."""
    for a in c.abilities:
        if isinstance(a, Keyword) and a.name == "Enchant":
            players = enchant_players(a.param or "creature")
            if players is not None:
                return TargetSpec(players=players, label=a.text)  # "Enchant player"
            return TargetSpec(filter=enchant_filter(a.param or "creature"), label=a.text)
    return None


def enchant_players(param: str) -> PlayerFilter | None:
    """The players an Aura with "Enchant player" may enchant (CR 303.4,
    702.5), or None when it enchants objects."""
    return ANY_PLAYER if param.lower() == "player" else None  # the card pool's curses


def enchant_filter(param: str) -> Filter:
    """What an Aura's enchant ability allows (CR 303.4a, 702.5a): the card pool's "Enchant
    creature", "Enchant land" and "Enchant creature or planeswalker an opponent controls".
    Made once for each wording (a filter is an immutable value): an Aura's is asked at every
    check of state-based actions (CR 704.5m)."""
    kept = _ENCHANT_FILTERS.get(param)
    if kept is None:
        kept = _ENCHANT_FILTERS[param] = _enchant_filter(param)
    return kept


_ENCHANT_FILTERS: dict[str, Filter] = {}


def _enchant_filter(param: str) -> Filter:
    p = param.lower()
    if p.endswith(" an opponent controls"):
        return enchant_filter(p.removesuffix(" an opponent controls")).but(controller="opponent")
    if p == "creature or planeswalker":
        return Filter(types=("Creature", "Planeswalker"))
    return Filter(types=(p.capitalize(),))  # a card type: "creature", "land"

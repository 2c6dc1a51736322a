"""Which permanents each player controls have activated abilities, kept with the layer pass.

Listing a player's priority actions (CR 117.1, 602, 605.3a) and the mana they could still make
(CR 605) look at the activated abilities of the permanents they control. Most permanents have
none (a creature with keywords and triggered abilities only), so these are indexed once per
layer pass (``compute_all``, whose result stands for the characteristics of every permanent
and spell while it is cached; a new pass whose permanents have the same abilities and
controllers keeps its lists, ``rules.permanents_outline``): for each player,
their permanents, in battlefield order, with the activated abilities (mana abilities
included) and activated keyword abilities (CR 702: cycling, equip, ...) among their
characteristics, by index. Whether a permanent is phased out
is not part of the index: the callers check it as it is now (CR 702.26b).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import ActivatedAbility, Keyword
from manastack.rules.characteristics import compute_all
from manastack.rules.keyword_abilities import ACTIVATED_KEYWORDS
from manastack.rules.permanents_outline import index_updated, outline_changes, permanents_outline
from manastack.state.game_state import GameState

Entry = tuple[int, tuple[tuple[int, Any], ...]]
"""A permanent and its activated abilities: ``(object id, ((index, ability), ...))``."""


def activated_abilities(g: GameState, player: int) -> list[Entry]:
    """``player``'s permanents on the battlefield that have an activated ability or an
    activated keyword ability, in battlefield order, each with those abilities by index."""
    return _index(g)[0].get(player, [])


def mana_abilities(g: GameState, player: int) -> list[Entry]:
    """``player``'s permanents on the battlefield that have a mana ability (CR 605.1a), in
    battlefield order, each with its mana abilities by index."""
    return _index(g)[1].get(player, [])


def face_down_permanents(g: GameState) -> frozenset[int]:
    """The face-down permanents on the battlefield (CR 708.2), with the same index: turning a
    permanent face up or down changes its characteristics, so a layer pass kept across it is
    never the one they were gathered with."""
    return _index(g)[2]


def permanents_of(g: GameState, player: int) -> tuple[int, ...]:
    """The permanents on the battlefield ``player`` controls, in battlefield order, as the
    layer pass has them (phased-out ones included: the callers check that as
    it is now, CR 702.26b). Made from the pass's outline (``permanents_outline``: the
    battlefield and each permanent's controller) once per outline, which a new pass keeps
    while the permanents keep their abilities and controllers: what looks at one player's
    permanents alone looks at those, not at every permanent. Asking for them doesn't bring
    the index itself up to date."""
    if not g.battlefield:
        return ()
    outline: Any = permanents_outline(g, compute_all(g))
    kept = _CONTROLLED[0]
    if kept is None or kept[0] is not outline:
        by: dict[int, list[int]] = {}
        key = outline[0]
        for oid, controller in zip(key[0], key[2], strict=True):
            if controller is not None:
                by.setdefault(controller, []).append(oid)
        kept = _CONTROLLED[0] = (outline, {k: tuple(v) for k, v in by.items()})
    return kept[1].get(player, ())


_CONTROLLED: list[tuple[Any, dict[int, tuple[int, ...]]] | None] = [None]
"""``permanents_of``'s lists for the last outline asked about (held, so that its identity
stays its own)."""


def pass_memo(g: GameState) -> dict[Any, Any]:
    """A memo kept with the index for this layer pass (dropped with it, and new with the next
    pass, even one that keeps the lists): for what callers work out from the index's lists and
    the pass's characteristics (``mana_readiness.ready_plan``)."""
    return _index(g)[3]


def _index(g: GameState) -> tuple[dict[int, list[Entry]], dict[int, list[Entry]],
                                  frozenset[int], dict[Any, Any]]:
    memo = g._ability_index
    cache = g._cache
    if memo is not None and cache is not None and cache[0] == g.version and \
            cache[3] is None and memo[0] is cache[1]:
        return memo[1]  # type: ignore[no-any-return]  # kept for what compute_all(g) answers
    allc = compute_all(g)
    outline = permanents_outline(g, allc)
    if memo is not None and memo[2] is outline:
        # A new layer pass (or the pass of the index, asked first after a change of the state
        # that kept it: seldom), with the same permanents, abilities and controllers: the same
        # lists, with a new memo (what is worked out with them may read their types and
        # keywords: an animated land's summoning sickness, CR 302.6)
        lists = memo[1]
        again: tuple[dict[int, list[Entry]], dict[int, list[Entry]], frozenset[int],
                     dict[Any, Any]] = (lists[0], lists[1], lists[2], {})
        g._ability_index = (allc, again, outline)
        return again
    activated: dict[int, list[Entry]]
    mana: dict[int, list[Entry]]
    objects = g.objects
    if memo is None:
        activated, mana = {}, {}
        down = frozenset(oid for oid in g.battlefield if objects[oid].face_down)
        _add_entries(allc, g.battlefield, activated, mana)
    else:
        # Made from the index before: the permanents whose abilities, controller or face
        # changed, or that left or entered, are taken out and put in again, each in its
        # controller's lists (``permanents_outline.outline_changes``)
        changes = outline_changes(memo[2], outline)
        changed, entered = changes
        before = memo[1]
        activated = index_updated(g, allc, before[0], changes, _add_activated)
        mana = index_updated(g, allc, before[1], changes, _add_mana)
        down = before[2].difference(changed).union(
            oid for oid in entered if objects[oid].face_down)
    plans: dict[Any, Any] = {}
    out = (activated, mana, down, plans)
    g._ability_index = (allc, out, outline)
    return out


def _add_entries(allc: dict[int, Any], oids: Any, activated: dict[int, list[Entry]],
                 mana: dict[int, list[Entry]]) -> None:
    """Put the permanents ``oids`` (in battlefield order) with activated or mana abilities
    into their controllers' lists, after those there."""
    for oid in oids:
        c = allc.get(oid)
        if c is None:
            continue
        ab = c.abilities
        kept = _BY_ABILITIES.get(id(ab))
        acts, manas = kept[1] if kept is not None and kept[0] is ab else _sorted_out(ab)
        if acts:
            activated.setdefault(c.controller, []).append((oid, acts))
        if manas:  # (mana abilities are among the activated ones)
            mana.setdefault(c.controller, []).append((oid, manas))


def _add_activated(g: GameState, allc: dict[int, Any], oids: Any,
                   activated: dict[int, list[Entry]]) -> None:
    """``_add_entries`` for the activated abilities' lists alone."""
    _add_entries(allc, oids, activated, {})


def _add_mana(g: GameState, allc: dict[int, Any], oids: Any,
              mana: dict[int, list[Entry]]) -> None:
    """``_add_entries`` for the mana abilities' lists alone."""
    _add_entries(allc, oids, {}, mana)


Abilities = tuple[tuple[int, Any], ...]


def _sorted_out(abilities: tuple[Any, ...]) -> tuple[Abilities, Abilities]:
    """The activated abilities (activated keywords included) and the mana abilities among
    ``abilities``, by index. Kept per abilities tuple (held, so that its id stays its own):
    every layer pass gives most permanents the same abilities as the pass before."""
    acts: list[tuple[int, Any]] = []
    manas: list[tuple[int, Any]] = []
    for i, a in enumerate(abilities):
        if isinstance(a, ActivatedAbility):
            acts.append((i, a))
            if a.is_mana_ability:
                manas.append((i, a))
        elif isinstance(a, Keyword) and a.name in ACTIVATED_KEYWORDS:
            acts.append((i, a))
    out = (tuple(acts), tuple(manas))
    if len(_BY_ABILITIES) > 4096:
        _BY_ABILITIES.clear()
    _BY_ABILITIES[id(abilities)] = (abilities, out)
    return out


_BY_ABILITIES: dict[int, tuple[tuple[Any, ...], tuple[Abilities, Abilities]]] = {}

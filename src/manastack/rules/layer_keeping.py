"""Changes of an object that keep the cached layer pass (``rules.characteristics``, CR 613):
every change of an object goes through ``GameState.mut``, which marks the state changed; these
say what the change was (tapping or untapping, CR 701.26; the bookkeeping of a spell or
ability being cast or activated, CR 601.2c-h, 602.2b; damage marked on a permanent or removed
from it, CR 120.3, 514.2), so that a layer pass that can't depend on it is kept; and whether a
pass cached for an earlier state version still stands (``inputs_unchanged``)."""

from __future__ import annotations

from typing import Any

from manastack.state.game_state import GameState
from manastack.state.objects import GameObject


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
    if tuple(g.battlefield) != bf or stack_spells(g) != st or \
            any(a is not b for a, b in zip(g.effects, eff, strict=True)):
        return False
    g._cache = (g.version, cache[1], {}, *cache[3:])
    g.changed = set()
    return True


def stack_spells(g: GameState) -> tuple[int, ...]:
    """The objects on the stack a layer pass computes characteristics for (those with a card:
    spells, CR 112.1), in stack order."""
    objects = g.objects
    return tuple(oid for oid in g.stack if objects[oid].card_key is not None)


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
    stack."""
    cache = g._cache
    holder: list[Any] = cache[6]
    kept = holder[0]
    if kept is not None:
        return kept
    objects = g.objects
    abilities: list[Any] = []
    controllers: list[int | None] = []
    flagged: list[tuple[int, bool, bool]] = []
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None:
            abilities.append(None)
            controllers.append(None)
            continue
        abilities.append(c.abilities)
        controllers.append(c.controller)
        o = objects[oid]
        if o.phased_out or o.face_down:
            flagged.append((oid, o.phased_out, o.face_down))
    # The abilities are compared by identity: the outline holds them, so that no other object
    # takes one's id while it is kept
    key = (tuple(g.battlefield), tuple(map(id, abilities)), tuple(controllers), tuple(flagged))
    before = holder[1]
    out = before if before is not None and before[0] == key else (key, abilities)
    holder[0] = out
    holder[1] = None
    return out

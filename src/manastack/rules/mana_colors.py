"""Mana abilities whose colours the game decides (CR 106.7, 903.4): "Add one mana of any color
in your commander's color identity", "... of any color that a land an opponent controls could
produce", "... of any of this creature's colors"; how much "Add {G} for each ..." adds (CR
106.4); and lands whose mana a replacement effect changes (CR 106.12, 614.1a)."""

from __future__ import annotations

from dataclasses import replace
from itertools import chain
from operator import attrgetter, itemgetter
from typing import Any

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.mana_cost import COLORS
from manastack.rules.ability_index import mana_abilities
from manastack.rules.amounts import evaluate_amount
from manastack.rules.characteristics import chars, compute_all, static_rules
from manastack.rules.commander import commander_identity, commanders_of
from manastack.state.game_state import GameState

ANY = frozenset(COLORS)


# -- mana abilities whose colours the game decides (CR 106.7, 903.4) ----------------------------
# ``ActivatedAbility.mana_of`` limits an "any color" mana ability to the colours the game decides:
# "commander_identity" (Command Tower, Arcane Signet, Commander's Sphere: the colour identity of
# its controller's commanders, combined for two, CR 702.124c; none without a commander, 903.4f;
# never {C}) or "opponents_lands" (Exotic Orchard: what the mana abilities of the opponents'
# lands would add if they resolved, costs ignored, CR 106.7; such lands help each other only
# through some other land, ruling MIC-OR-0283; {C} is not a colour, MIC-OR-0279) or "its_colors"
# (Katilda's Humans: the source's own colours now, after layer 5; none if it is colourless, CR
# 105.2c, 106.5). ``resolved``
# writes the options out for the game now, so that listing, paying and the supply see ordinary
# options.
LAND_MANA_RULE = "lands_tapped_for_mana_produce"
"""``rule(LAND_MANA_RULE, "controller", "B")``: "If a land is tapped for mana, it produces {B}
instead of any other type and amount." (Contamination): a replacement effect on the mana a
land's mana ability with {T} in its cost adds (CR 106.12, 614.1a)."""


def land_mana_replaced(g: GameState) -> str | None:
    """The mana lands tapped for mana produce instead, if an effect says so now."""
    rules = static_rules(g).get(LAND_MANA_RULE)
    return str(rules[0][2].params[0]) if rules else None


def needs_resolving(g: GameState, a: ActivatedAbility, replaced: bool | None = None) -> bool:
    """Whether what mana ability ``a`` adds is worked out by the game now (``resolved``);
    ``replaced``: ``land_mana_replaced(g) is not None``, when the caller knows it already."""
    if a.mana_of is not None:
        return True
    if replaced is None:
        replaced = land_mana_replaced(g) is not None
    return replaced and a.cost.tap


def resolved(g: GameState, oid: int, a: ActivatedAbility, controller: int) -> ActivatedAbility:
    """``a`` with the options it has now for ``controller`` (no option: it adds no mana)."""
    instead = land_mana_replaced(g) if a.cost.tap else None
    if instead is not None and chars(g, oid).is_land:
        # A land tapped for mana while ``LAND_MANA_RULE`` applies adds what it says instead
        # (CR 614.1a).
        return replace(a, mana=(instead,), mana_of=None, mana_amount=None)
    if a.mana_of is None:
        return a
    if a.mana_amount is not None:
        # "Add X mana of any one color, where X is ...": X of the one colour chosen, and
        # nothing at all when X is 0 or less (CR 107.1b, 106.1).
        n = evaluate_amount(g, a.mana_amount, {"controller": controller, "source": oid,
                                                "targets": (), "x": None})
        one = resolved(g, oid, _unamounted(a), controller)
        kept = _BY_AMOUNT.get((id(one), n))
        if kept is not None and kept[0] is one:
            return kept[1]
        opts = dict.fromkeys(c for o in one.mana or () for c in (COLORS if o == "any" else (o,)))
        out = replace(one, mana=tuple(m * n for m in opts) if n > 0 else ())
        if len(_BY_AMOUNT) > 4096:
            _BY_AMOUNT.clear()
        _BY_AMOUNT[(id(one), n)] = (one, out)
        return out
    if a.mana_of == "commander_identity":
        # The same for every permanent and every state while the commanders are the same
        # (CR 903.4): kept by ability (held, so that its id stays its own) and commanders.
        key = (id(a), commanders_of(g, controller))
        written = _BY_IDENTITY.get(key)
        if written is not None and written[0] is a:
            return written[1]
        if len(_BY_IDENTITY) > 4096:
            _BY_IDENTITY.clear()
        out = _written_out(a, allowed_colors(g, controller, a.mana_of, frozenset(), oid))
        _BY_IDENTITY[key] = (a, out)
        return out
    return _written_out(a, allowed_colors(g, controller, a.mana_of, frozenset({oid}), oid))


def _unamounted(a: ActivatedAbility) -> ActivatedAbility:
    """``a``, an "Add X mana of any one color" ability, adding one mana of that colour (its
    amount aside, ``resolved``); kept per ability (held, so that its id stays its own)."""
    kept = _UNAMOUNTED.get(id(a))
    if kept is not None and kept[0] is a:
        return kept[1]
    if len(_UNAMOUNTED) > 1024:
        _UNAMOUNTED.clear()
    out = replace(a, mana_amount=None, mana_of=None if a.mana_of == "amount" else a.mana_of)
    _UNAMOUNTED[id(a)] = (a, out)
    return out


_UNAMOUNTED: dict[int, tuple[ActivatedAbility, ActivatedAbility]] = {}

_BY_AMOUNT: dict[tuple[int, int], tuple[ActivatedAbility, ActivatedAbility]] = {}
"""What ``resolved`` wrote out for an "Add X mana" ability, by the ability adding one mana
(held) and X: the same few amounts come again and again."""


def _written_out(a: ActivatedAbility, colors: frozenset[str]) -> ActivatedAbility:
    """``a`` adding one mana of one of ``colors``, written out in WUBRG order."""
    kept = _RESOLVED.get((id(a), colors))
    if kept is not None and kept[0] is a:
        return kept[1]
    if len(_RESOLVED) > 4096:
        _RESOLVED.clear()
    out = replace(a, mana=tuple(c for c in COLORS if c in colors), mana_of=None)
    _RESOLVED[(id(a), colors)] = (a, out)
    return out


_BY_IDENTITY: dict[tuple[int, tuple[str, ...]], tuple[ActivatedAbility, ActivatedAbility]] = {}
"""What ``resolved`` wrote out for a commander-identity ability, by ability and commanders'
card keys."""

_RESOLVED: dict[tuple[int, frozenset[str]], tuple[ActivatedAbility, ActivatedAbility]] = {}
"""The abilities ``resolved`` made, by ability (held, so that its id stays its own) and
colours: the same few abilities are written out again and again."""


def allowed_colors(g: GameState, controller: int, key: str,
                   visited: frozenset[int], oid: int | None = None) -> frozenset[str]:
    if key == "its_colors":
        return frozenset(chars(g, oid).colors) & ANY if oid is not None else frozenset()
    if key == "commander_identity":
        return commander_identity(g, controller)
    if key == "opponents_lands":
        return _opponents_lands_memo(g, controller, visited)
    raise ValueError(f"unknown mana colours {key!r}")


_DYNAMIC = [False]
"""Set while working out what lands could produce when an amount was evaluated ("Add X mana
...", ``could_produce``), which may read more than the characteristics."""


def _opponents_lands_memo(g: GameState, controller: int,
                          visited: frozenset[int]) -> frozenset[str]:
    """``_opponents_lands_colors``, kept with the layer pass (it reads the permanents and their
    characteristics only, costs ignored, CR 106.7), or for this state only (``version`` and
    ``tick``) when a land's amount of mana was evaluated. Listing actions and pricing spells ask
    it for the same permanent again and again. A new layer pass keeps the answers of the pass
    before while the permanents with mana abilities are the same (``_next_memo``)."""
    allc = compute_all(g)
    memo: tuple[Any, dict[Any, Any], Any] | None = g._colors_memo
    if memo is None or memo[0] is not allc:
        memo = _next_memo(g, allc, memo)
        g._colors_memo = memo
    mkey = (controller, visited, tuple(g.opponents(controller)))
    kept = memo[1].get(mkey)
    if kept is not None and (kept[1] is None or kept[1] == (g.version, g.tick)):
        if kept[1] is not None:
            _DYNAMIC[0] = True
        return kept[0]  # type: ignore[no-any-return]
    outer = _DYNAMIC[0]
    _DYNAMIC[0] = False
    try:
        out = _opponents_lands_colors(g, controller, visited, memo[1])
    finally:
        dynamic = _DYNAMIC[0]
        _DYNAMIC[0] = outer or dynamic
    memo[1][mkey] = (out, (g.version, g.tick) if dynamic else None)
    return out


def _next_memo(g: GameState, allc: dict[int, Any], before: tuple[Any, dict[Any, Any], Any] | None
               ) -> tuple[Any, dict[Any, Any], Any]:
    """The memo of ``_opponents_lands_memo`` for a new layer pass (``allc``): the answers of
    the pass before that were read from the characteristics alone are kept when every
    player's permanents with mana abilities (``ability_index.mana_abilities``) are the same,
    with the same characteristics (the same objects) and phasing, and the same effect, if
    any, replaces what lands add (``_lands_outline``): each such answer reads nothing else
    (CR 106.7, 614.1a)."""
    outline = _lands_outline(g, allc)
    kept: dict[Any, Any] = {}
    if before is not None and before[2] == outline:
        kept = {k: v for k, v in before[1].items() if v[1] is None}
    return (allc, kept, outline)


def _lands_outline(g: GameState, allc: dict[int, Any]) -> Any:
    """What lands add instead, if an effect says so (``land_mana_replaced``), and every
    player's permanents with mana abilities, in order with their abilities (how many of
    them each player has, then all of them), their characteristics (held, so that their
    ids stay their own) and whether each is phased out."""
    lists = [mana_abilities(g, p) for p in range(len(g.players))]
    entries = tuple(chain.from_iterable(lists))
    oids = tuple(map(_OID, entries))
    return (land_mana_replaced(g), tuple(map(len, lists)), entries,
            tuple(map(allc.__getitem__, oids)),
            tuple(map(_PHASED_OUT, map(g.objects.__getitem__, oids))))


_OID = itemgetter(0)
_PHASED_OUT = attrgetter("phased_out")


def _opponents_lands_colors(g: GameState, controller: int, visited: frozenset[int],
                            answers: dict[Any, Any]) -> frozenset[str]:
    """CR 106.7: the colours the lands ``controller``'s opponents control could produce: what
    each opponent's lands add whatever the game, and what the others could (``could_produce``;
    the permanents being asked about, ``visited``, left out). ``answers``: those of
    ``_opponents_lands_memo`` for this layer pass, which keep each opponent's lands
    (``_lands_of``)."""
    out: set[str] = set()
    for opponent in g.opponents(controller):
        fixed, others = _lands_of(g, opponent, answers)
        out |= fixed
        for x in others:
            if x not in visited:
                out |= could_produce(g, x, visited)
    return frozenset(out)


def _lands_of(g: GameState, player: int, answers: dict[Any, Any]
              ) -> tuple[frozenset[str], tuple[int, ...]]:
    """``player``'s lands with mana abilities that aren't phased out (CR 702.26b): the
    colours those add whatever the game (``_fixed_colors``, with no effect replacing what
    lands add, CR 614.1a), and the others, whose colours ``could_produce`` works out. A land
    without a mana ability could produce none: only ``player``'s permanents with one,
    indexed with the layer pass (``ability_index.mana_abilities``), are looked at. Kept with
    the answers of ``_opponents_lands_memo`` (they read what ``_lands_outline`` does, and
    nothing that changes while it stays the same)."""
    key = ("lands_of", player)
    kept = answers.get(key)
    if kept is not None:
        return kept[0]  # type: ignore[no-any-return]
    objects = g.objects
    allc = compute_all(g)
    plain = land_mana_replaced(g) is None
    fixed: set[str] = set()
    others: list[int] = []
    for x, _ in mana_abilities(g, player):
        c = allc[x]
        if objects[x].phased_out or not c.is_land:
            continue
        colors = _fixed_colors(c.abilities) if plain else None
        if colors is None:
            others.append(x)
        else:
            fixed |= colors
    out = (frozenset(fixed), tuple(others))
    answers[key] = (out, None)
    return out


def could_produce(g: GameState, oid: int, visited: frozenset[int]) -> frozenset[str]:
    """CR 106.7: the colours of mana ``oid``'s mana abilities would add if they resolved now,
    costs ignored; an ability that itself depends on what others could produce looks at them
    without coming back to a permanent already being asked about."""
    c = chars(g, oid)
    instead = land_mana_replaced(g) if c.is_land else None
    if instead is None:
        fixed = _fixed_colors(c.abilities)
        if fixed is not None:
            return fixed
    out: set[str] = set()
    for a in c.abilities:
        if not isinstance(a, ActivatedAbility) or not a.is_mana_ability:
            continue
        if instead is not None and a.cost.tap:  # the replacement applies (ruling MIC-OR-0281)
            out |= {ch for ch in instead if ch in ANY}
            continue
        if a.mana_amount is not None:
            _DYNAMIC[0] = True
            out |= {ch for m in resolved(g, oid, a, c.controller).mana or () for ch in m}
            continue
        if a.mana_of is not None:
            out |= allowed_colors(g, c.controller, a.mana_of, visited | {oid}, oid)
            continue
        for opt in a.mana or ():
            out |= ANY if opt == "any" else {ch for ch in opt if ch in ANY}
    return frozenset(out)


def _fixed_colors(abilities: tuple[Any, ...]) -> frozenset[str] | None:
    """The colours the mana abilities among ``abilities`` add when each adds the same mana
    whatever the game (no "any color among ...", no amount to evaluate) and no effect
    replaces what they add: what ``could_produce`` then answers, kept per abilities tuple
    (held, so that its id stays its own: most lands share theirs with every pass). None
    for another."""
    kept = _FIXED.get(id(abilities))
    if kept is not None and kept[0] is abilities:
        return kept[1]
    out: set[str] = set()
    fixed: frozenset[str] | None = None
    for a in abilities:
        if not isinstance(a, ActivatedAbility) or not a.is_mana_ability:
            continue
        if a.mana_amount is not None or a.mana_of is not None:
            break
        for opt in a.mana or ():
            out |= ANY if opt == "any" else {ch for ch in opt if ch in ANY}
    else:
        fixed = frozenset(out)
    if len(_FIXED) > 1024:
        _FIXED.clear()
    _FIXED[id(abilities)] = (abilities, fixed)
    return fixed


_FIXED: dict[int, tuple[tuple[Any, ...], frozenset[str] | None]] = {}

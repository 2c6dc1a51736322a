"""Mana abilities whose colours the game decides (CR 106.7, 903.4): "Add one mana of any color
in your commander's color identity", "... of any color that a land an opponent controls could
produce", "... of any of this creature's colors"."""

from __future__ import annotations

from dataclasses import replace

from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.mana_cost import COLORS
from manastack.rules.characteristics import chars
from manastack.state.game_state import GameState

ANY = frozenset(COLORS)


# -- mana abilities whose colours the game decides (CR 106.7, 903.4) ----------------------------
# ``ActivatedAbility.mana_of`` limits an "any color" mana ability to the colours the game decides:
# "commander_identity" (Command Tower, Arcane Signet, Commander's Sphere: the colour identity of
# its controller's commanders, combined for two, CR 903.4c; none without a commander, 903.4f;
# never {C}) or "opponents_lands" (Exotic Orchard: what the mana abilities of the opponents'
# lands would add if they resolved, costs ignored, CR 106.7; such lands help each other only
# through some other land, ruling MIC-OR-0283; {C} is not a colour, MIC-OR-0279) or "its_colors"
# (Katilda's Humans: the source's own colours now, after layer 5; none if it is colourless, CR
# 105.2c, 106.5). ``resolved``
# writes the options out for the game now, so that listing, paying and the supply see ordinary
# options.
def resolved(g: GameState, oid: int, a: ActivatedAbility, controller: int) -> ActivatedAbility:
    """``a`` with the options it has now for ``controller`` (no option: it adds no mana)."""
    if a.mana_of is None:
        return a
    if a.mana_amount is not None:
        # "Add X mana of any one color, where X is ...": X of the one colour chosen, and
        # nothing at all when X is 0 or less (CR 107.1b, 106.1).
        from manastack.rules.amounts import evaluate_amount
        n = evaluate_amount(g, a.mana_amount, {"controller": controller, "source": oid,
                                                "targets": (), "x": None})
        one = resolved(g, oid, replace(a, mana_amount=None, mana_of=None if
                                       a.mana_of == "amount" else a.mana_of), controller)
        opts = dict.fromkeys(c for o in one.mana or () for c in (COLORS if o == "any" else (o,)))
        return replace(one, mana=tuple(m * n for m in opts) if n > 0 else ())
    colors = allowed_colors(g, controller, a.mana_of, frozenset({oid}), oid)
    return replace(a, mana=tuple(c for c in COLORS if c in colors), mana_of=None)


def allowed_colors(g: GameState, controller: int, key: str,
                   visited: frozenset[int], oid: int | None = None) -> frozenset[str]:
    if key == "its_colors":
        return frozenset(chars(g, oid).colors) & ANY if oid is not None else frozenset()
    if key == "commander_identity":
        from manastack.rules.commander import commander_identity
        return commander_identity(g, controller)
    if key == "opponents_lands":
        out: frozenset[str] = frozenset()
        opponents = set(g.opponents(controller))
        for x in g.battlefield:
            if x in visited or g.objects[x].phased_out:
                continue
            c = chars(g, x)
            if c.is_land and c.controller in opponents:
                out = out | could_produce(g, x, visited)
        return out
    raise ValueError(f"unknown mana colours {key!r}")


def could_produce(g: GameState, oid: int, visited: frozenset[int]) -> frozenset[str]:
    """CR 106.7: the colours of mana ``oid``'s mana abilities would add if they resolved now,
    costs ignored; an ability that itself depends on what others could produce looks at them
    without coming back to a permanent already being asked about."""
    c = chars(g, oid)
    out: set[str] = set()
    for a in c.abilities:
        if not isinstance(a, ActivatedAbility) or not a.is_mana_ability:
            continue
        if a.mana_amount is not None:
            out |= {ch for m in resolved(g, oid, a, c.controller).mana or () for ch in m}
            continue
        if a.mana_of is not None:
            out |= allowed_colors(g, c.controller, a.mana_of, visited | {oid}, oid)
            continue
        for opt in a.mana or ():
            out |= ANY if opt == "any" else {ch for ch in opt if ch in ANY}
    return frozenset(out)

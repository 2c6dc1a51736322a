"""Convoke (CR 702.51): while a spell with convoke is being paid for, its caster may tap an
untapped creature they control rather than pay one generic mana or one mana of that creature's
colour of the spell's total cost.

Convoke applies only after the total cost is determined (702.51b): the cost is never reduced,
the creatures only pay parts of it. A creature tapped this way has convoked the spell
(702.51c); it needn't have been under its controller's control since their turn began (no {T}
symbol is involved, CR 302.6). A creature already tapped for mana, or sacrificed, while the
cost is paid can't also convoke it. The mana spent to cast the spell doesn't count the parts
paid by convoking (CR 601.2h, 702.51a: they are not paid with mana).

In a payment decision, tapping a creature for convoke is ``Choose(("convoke", creature,
symbol))``: ``symbol`` is a colour letter (one mana of that colour) or ``"1"`` (one generic).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.decisions.actions import Choose
from manastack.dsl.mana_cost import COLORS, ManaCost
from manastack.rules.characteristics import chars, compute_all
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

CONVOKE = "convoke"


def has_convoke(g: GameState, oid: int | None) -> bool:
    """Whether ``oid`` is a spell (or a card about to be cast) with convoke (CR 702.51a: it
    functions while the spell is on the stack)."""
    if oid is None or oid not in g.objects or g.objects[oid].zone is Zone.BATTLEFIELD:
        return False
    return chars(g, oid).has("Convoke")


def convokers(g: GameState, player: int) -> list[int]:
    """The untapped creatures ``player`` controls, which may convoke (CR 702.51a)."""
    allc = compute_all(g)
    out = []
    for oid in g.battlefield:
        c = allc.get(oid)
        o = g.objects[oid]
        if c is not None and c.is_creature and c.controller == player and not o.tapped \
                and not o.phased_out:
            out.append(oid)
    return out


def _unit(g: GameState, creature: int) -> tuple[frozenset[str], ...]:
    """What tapping ``creature`` can pay: one mana of any of its colours, or one generic."""
    colors = frozenset(chars(g, creature).colors) & frozenset(COLORS)
    return (colors or frozenset({"C"}),)


def with_convoke(g: GameState, player: int, supply: Any, spell: int | None) -> Any:
    """``supply`` (a ``rules.mana.ManaSupply``) with what convoking ``spell`` can pay, if it
    has convoke: each untapped creature, once; a creature that could also tap for mana does
    one or the other (its options become alternatives, ruling MIC-OR-0124)."""
    if not has_convoke(g, spell):
        return supply
    from dataclasses import replace as with_fields
    sources = []
    choices = dict(supply.choices)
    creatures = {cid: _unit(g, cid) for cid in convokers(g, player)}
    for oid, units in supply.sources:
        if oid in creatures:
            choices[oid] = (units, creatures.pop(oid))
        else:
            sources.append((oid, units))
    for cid, unit in creatures.items():
        if cid in choices:
            choices[cid] = (*choices[cid], unit)
        else:
            sources.append((cid, unit))
    return with_fields(supply, sources=tuple(sources), choices=tuple(choices.items()))


def paid_by(remaining: ManaCost, symbol: str) -> ManaCost:
    """``remaining`` once a creature has paid ``symbol`` of it (a colour or ``"1"``)."""
    if symbol == "1":
        return replace(remaining, generic=remaining.generic - 1, text="")
    colored = dict(remaining.colored)
    colored[symbol] -= 1
    return replace(remaining, colored=tuple((c, n) for c, n in colored.items() if n), text="")


def convoke_options(g: GameState, player: int, remaining: ManaCost, pool: dict[str, int],
                    supply: Any, spell: int | None,
                    kept: frozenset[int] = frozenset()) -> list[Choose]:
    """The creatures that may convoke ``spell`` now (none if it hasn't convoke) and what each
    may pay, keeping only choices that leave the rest of ``remaining`` payable (CR 601.2h),
    none of ``kept`` (kept for the other parts of the cost)."""
    out: list[Choose] = []
    if not has_convoke(g, spell):
        return out
    need = dict(remaining.colored)
    for cid in convokers(g, player):
        if cid in kept:
            continue
        others = supply.without({cid})
        symbols = [c for c in COLORS if c in chars(g, cid).colors and need.get(c)]
        if remaining.generic > 0:
            symbols.append("1")
        for s in symbols:
            if others.can_pay(pool, paid_by(remaining, s)):
                out.append(Choose((CONVOKE, cid, s)))
    return out


def convoke(g: GameState, sid: int, creature: int, symbol: str) -> None:
    """Tap ``creature`` to pay ``symbol`` of spell ``sid``'s cost (CR 702.51a, 702.51c)."""
    from manastack.rules.events import Event, submit
    o = g.mut(sid)
    o.stack["to_pay"] = paid_by(o.stack["to_pay"], symbol)
    o.stack["convoked"] = (*o.stack.get("convoked", ()), creature)
    o.stack["mana_spent"] = max(0, int(o.stack.get("mana_spent") or 0) - 1)
    submit(g, Event("tap", obj=creature, player=o.controller,
                    data={"cost": True, "convoke": True}))

"""One-shot effects that create continuous effects (CR 611): modifying characteristics (CR 613),
gaining control (CR 613.1b, layer 2), becoming a creature type (CR 205.1a, layer 4) and changing
creature-type words in text (CR 612, layer 3). The affected set is locked in as the effect begins
(CR 611.2c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.dsl import effects as E
from manastack.dsl import refs as R
from manastack.dsl.filters import Filter
from manastack.rules.characteristics import ContinuousEffect, chars
from manastack.rules.one_shot import amt, effect, objs, on_battlefield, players
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

_AMOUNTS = ("power", "toughness", "set_power", "set_toughness")
_BONUSES = ("power", "toughness")  # modified, not set (CR 107.1b)


@effect(E.ApplyContinuous)
def _apply_continuous(g: GameState, e: E.ApplyContinuous, fid: int,
                      frame: dict[str, Any]) -> None:
    """CR 611.2: the affected set is locked in as the effect begins (611.2c), and so are the
    amounts it gives ("+X/+X", "base power X": X is determined once, CR 608.2h).

    An effect that modifies the rules of the game rather than characteristics or control
    ("creatures of the chosen type attack this turn if able") applies to every object of its
    kind while it lasts, those that enter or gain the type later included (CR 611.2c): given
    a group rather than objects, it keeps the group's filter (``rules.restrictions``)."""
    if duration_over(g, e.duration, frame):
        return
    mod = e.modify
    group = _rules_group(e.what, frame) if mod.custom_layer and \
        mod.custom_layer.startswith("rule:") else None
    if group is not None:
        add_effect(g, mod, frame["controller"], frame.get("source"), None, group, e.duration)
        return
    affected = frozenset(on_battlefield(g, objs(g, e.what, frame)))
    if not affected:
        return
    amounts: dict[str, Any] = {f: _bonus(g, v, frame) if f in _BONUSES else amt(g, v, frame)
                                 for f in _AMOUNTS
                                 if (v := getattr(mod, f)) is not None and not isinstance(v, int)}
    if amounts:
        mod = replace(mod, **amounts)
    add_effect(g, mod, frame["controller"], frame.get("source"), affected, None, e.duration)


def duration_over(g: GameState, duration: str, frame: dict[str, Any]) -> bool:
    """CR 611.2b: a "for as long as ~ remains tapped" duration that ended before the effect
    would first be applied (its source untapped after the ability was put on the stack,
    ``rules.priority.note_sources_untapped``), and didn't begin again during the
    resolution, makes the effect do nothing, though the source was tapped again since."""
    if duration != "source_tapped":
        return False
    sid = frame.get("stack_id")
    o = g.objects.get(sid) if sid is not None else None
    return o is not None and bool(o.stack.get("source_untapped"))


def _bonus(g: GameState, v: Any, frame: dict[str, Any]) -> int:
    """The amount of a "+X" or "-X" an effect gives to power or toughness, determined as it
    begins. A calculated X (a creature's power, a count, ...) that comes out negative uses 0
    (CR 107.1b: "gets +X/+X, where X is its power" with power -1 gives +0/+0, not -1/-1; "-X"
    is X with its sign changed). An effect setting power or toughness to a value uses the
    value as it is (107.1b's exception): it isn't a bonus."""
    if isinstance(v, R.Times):
        return max(0, amt(g, v.amount, frame)) * v.factor
    return max(0, amt(g, v, frame))


def _rules_group(what: Any, frame: dict[str, Any]) -> Filter | None:
    """The filter of a group a rule-modifying effect applies to: a filter, or "[objects] of
    the creature type chosen" with that type (the chosen type is fixed, the group is not);
    None for objects given one by one (targets, the source), which stay those objects."""
    if isinstance(what, Filter):
        return what
    if isinstance(what, R.OfChosenType):
        kind = frame.get(what.var)
        return what.filter.but(subtypes=(kind,)) if kind is not None else None
    return None


def add_effect(g: GameState, mod: Any, controller: int, source: int | None,
               affected: frozenset[int] | None, affects: Any, duration: str) -> None:
    n = g.extra.get("effect_seq", 0) + 1
    g.extra["effect_seq"] = n
    g.effects.append(ContinuousEffect(g.next_timestamp(), source, controller, mod, affected,
                                      affects, duration, eid=n,
                                      data=("turn", g.turn, g.active)))
    g.version += 1


@effect(E.GainControl)
def _gain_control(g: GameState, e: E.GainControl, fid: int, frame: dict[str, Any]) -> None:
    """CR 613.1b: a control-changing effect (layer 2)."""
    if duration_over(g, e.duration, frame):
        return
    who = players(g, e.who, frame)
    targets = frozenset(on_battlefield(g, objs(g, e.what, frame)))
    if not who or not targets:
        return
    add_effect(g, E.Modify(controller=who[0]), frame["controller"], frame.get("source"),
               targets, None, e.duration)


@effect(E.ExchangeControl)
def _exchange_control(g: GameState, e: E.ExchangeControl, fid: int,
                      frame: dict[str, Any]) -> None:
    """CR 701.12b: both change control or neither does."""
    a = on_battlefield(g, objs(g, e.first, frame))
    b = on_battlefield(g, objs(g, e.second, frame))
    if not a or not b or a[0] == b[0]:
        return
    ca, cb = chars(g, a[0]).controller, chars(g, b[0]).controller
    if ca == cb:
        return
    add_effect(g, E.Modify(controller=cb), frame["controller"], frame.get("source"),
               frozenset({a[0]}), None, "forever")
    add_effect(g, E.Modify(controller=ca), frame["controller"], frame.get("source"),
               frozenset({b[0]}), None, "forever")


@effect(E.BecomeCreatureType)
def _become_creature_type(g: GameState, e: E.BecomeCreatureType, fid: int,
                          frame: dict[str, Any]) -> None:
    """CR 205.1a: the chosen creature type replaces all existing creature types (layer 4);
    the objects affected are those of ``what`` now (CR 611.2c)."""
    t = frame.get(e.var)
    affected = frozenset(on_battlefield(g, objs(g, e.what, frame)))
    if not t or not affected:
        return
    add_effect(g, E.Modify(set_creature_types=(t,)), frame["controller"], frame.get("source"),
               affected, None, e.duration)


@effect(E.ChangeCreatureTypeText)
def _change_creature_type_text(g: GameState, e: E.ChangeCreatureTypeText, fid: int,
                               frame: dict[str, Any]) -> None:
    """CR 612: a text-changing effect on a spell or permanent (layer 3)."""
    from manastack.rules.text_change import CreatureTypeTextChange
    old, new = frame.get(e.old_var), frame.get(e.new_var)
    affected = frozenset(x for x in objs(g, e.what, frame)
                         if g.objects[x].zone in (Zone.BATTLEFIELD, Zone.STACK))
    if not old or not new or not affected:
        return
    add_effect(g, E.Modify(custom_layer="3", custom=CreatureTypeTextChange(old, new)),
               frame["controller"], frame.get("source"), affected, None, e.duration)


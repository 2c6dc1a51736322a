"""Layer 6: abilities added and removed (CR 613.1f).

What one continuous effect's modification does to an object's abilities: all of them removed,
keywords removed by name, keywords and ability records added (CR 613.1f, 702). The result
depends on the abilities and the modification only, so it is kept per pair (both held, so
that their ids stay their own): every layer pass applies the same effects to the same
abilities as the pass before (an anthem granting a keyword to every creature it affects), and
the same abilities tuple then comes out each time, which keeps the memos read per abilities
tuple (the trigger index, the ability index, the static abilities' effects) from filling up
with copies of it.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import Keyword
from manastack.dsl.effects import Modify
from manastack.dsl.keywords import parse_keyword

Abilities = tuple[Any, ...]

_KEPT: dict[tuple[int, int], tuple[Abilities, Modify, Abilities]] = {}
_KEPT_MAX = 4096


def with_layer_six(abilities: Abilities, m: Modify) -> Abilities:
    """``abilities`` after ``m``'s layer-6 part: every ability removed, then the keywords it
    removes, then the keywords and abilities it adds, in that order (CR 613.1f)."""
    kept = _KEPT.get((id(abilities), id(m)))
    if kept is not None and kept[0] is abilities and kept[1] is m:
        return kept[2]
    out = abilities
    if m.remove_all_abilities:
        out = ()
    if m.remove_keywords:
        rem = set(m.remove_keywords)
        out = tuple(a for a in out if not (isinstance(a, Keyword) and a.name in rem))
    if m.add_keywords:
        out = out + tuple(kw for k in m.add_keywords if (kw := parse_keyword(k)) is not None)
    if m.abilities:
        out = out + tuple(m.abilities)
    if len(_KEPT) >= _KEPT_MAX:
        _KEPT.clear()
    _KEPT[(id(abilities), id(m))] = (abilities, m, out)
    return out

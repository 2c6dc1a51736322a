"""The rules' meaning of :mod:`manastack.dsl.sharing_types`: creature types in common (CR
205.3m), last-known creature types of a sacrificed permanent or of one that has left (CR
608.2h), and abilities an object has "as long as you control a [subtype]", read in layer 6 from
the types the layer pass has worked out by then (CR 613.1d, 613.1f, 702.26b).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import sharing_types as S
from manastack.dsl.creature_types import CREATURE_TYPES
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.refs import Sacrificed
from manastack.rules.ability_layer import with_layer_six
from manastack.rules.amounts import resolve_ref
from manastack.rules.characteristics import characteristics_so_far, chars, source_controller
from manastack.rules.dependency import adds_abilities_only
from manastack.rules.events import left_zone_event
from manastack.rules.selectors import all_matching
from manastack.state.game_state import GameState
from manastack.state.objects import is_player_id


def _types_of(g: GameState, ref: Any, frame: dict[Any, Any]) -> set[str]:
    if isinstance(ref, Sacrificed):
        lki = frame.get("sacrificed_lki")
        return set(lki.subtypes) & CREATURE_TYPES if lki is not None else set()
    kinds: set[str] = set()
    for x in resolve_ref(g, ref, frame):
        if is_player_id(x):
            continue
        if x in g.objects:
            kinds |= set(chars(g, x).subtypes) & CREATURE_TYPES
        elif (left := left_zone_event(g, x)) is not None:
            kinds |= set(left.lki.subtypes) & CREATURE_TYPES  # as it last existed (CR 608.2h)
    return kinds


@interpreted_by(S.SharingACreatureType)
def _sharing(r: S.SharingACreatureType, g: GameState, frame: dict[Any, Any]) -> list[int]:
    kinds = _types_of(g, r.with_, frame)
    return [o for o in all_matching(g, r.filter, frame["controller"], frame.get("source"))
            if set(chars(g, o).subtypes) & kinds]


@interpreted_by(S.NotOfChosenTypes)
def _not_of_chosen_types(r: S.NotOfChosenTypes, g: GameState,
                         frame: dict[Any, Any]) -> list[int]:
    chosen = frame.get(r.var) or ()
    kinds = {chosen} if isinstance(chosen, str) else set(chosen)
    return [o for o in all_matching(g, r.filter, frame["controller"], frame.get("source"))
            if not kinds & set(chars(g, o).subtypes)]


@interpreted_by(S.MostSharingACreatureType)
def _most_sharing(a: S.MostSharingACreatureType, g: GameState, frame: dict[Any, Any]) -> int:
    who = [p for p in resolve_ref(g, a.player, frame) if is_player_id(p)]
    if not who:
        return 0
    counts: dict[str, int] = {}
    for o in all_matching(g, a.filter.but(controller=None), who[0], frame.get("source")):
        c = chars(g, o)
        if c.controller == who[0]:
            for t in c.subtypes & CREATURE_TYPES:
                counts[t] = counts.get(t, 0) + 1
    return max(counts.values(), default=0)


@interpreted_by(S.AbilitiesIfYouControlA)
def _abilities_if_you_control_a(c: S.AbilitiesIfYouControlA, g: GameState, ch: Any,
                                ce: Any) -> None:
    """Layer 6: whether the source's controller (as layer 2 made it) controls a [subtype] is
    read from the characteristics this layer pass has worked out through layer 5, so a
    creature made a Goblin in layer 4 counts and a face-down one (no subtypes) doesn't (CR
    613.1d, 708.2a); phased-out permanents don't count (CR 702.26b)."""
    you = source_controller(g, ce)
    work = characteristics_so_far(g)
    if any((w := work.get(o)) is not None and w.controller == you and c.subtype in w.subtypes
           and not g.objects[o].phased_out for o in g.battlefield):
        ch.abilities = with_layer_six(ch.abilities, c.grant)


adds_abilities_only(S.AbilitiesIfYouControlA)  # the abilities given, nothing taken away

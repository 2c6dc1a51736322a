"""Day and night (CR 730) and the daybound and nightbound keywords (CR 702.145).

* The game starts neither day nor night (730.1); once it is day or night it stays one of the
  two for the rest of the game.
* As the untap step's second part (502.2, 730.2), day becomes night if the previous turn's
  active player cast no spells during that turn, and night becomes day if they cast two or more.
* Daybound permanents transform as it becomes night and nightbound ones as it becomes day
  (702.145b, e). Any time a front-face-up daybound permanent is on the battlefield at night, or
  a back-face-up nightbound one at day, it transforms immediately; this isn't a state-based
  action (702.145c, f). A daybound permanent makes it day if it is neither (702.145d); a
  nightbound one makes it night if it is neither and there is no daybound permanent (702.145g).
* A daybound double-faced card entering while it is night enters transformed (702.145b).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.cards.registry import card_def
from manastack.dsl.abilities import Keyword
from manastack.rules.characteristics import chars, compute_all
from manastack.rules.events import Event, applier
from manastack.rules.transform import DAY_NIGHT_CAUSE, is_double_faced_object, turn_over
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

BOUND = ("Daybound", "Nightbound")


def untap_step_day_night(g: GameState) -> list[Event]:
    """CR 730.2 / 502.2: as the untap step begins, day/night may change, based on the number
    of spells the previous turn's active player cast during that turn (with shared team
    turns, each player of the previous turn's active team: 730.2a-b). Returns the events
    that happened, for the untap step to emit at once (502.2-502.3)."""
    prev = g.extra.get("prev_turn_active_spells")
    if g.day_night is None or prev is None:
        return []  # CR 730.2c
    value = "night" if g.day_night == "day" and prev == 0 else \
        "day" if g.day_night == "night" and prev >= 2 else None
    if value is None:
        return []
    return apply_day_night(g, Event("day_night", data={"value": value, "cause": "untap_step"}))


@cache
def _printed_keyword(key: str, face: int, name: str) -> bool:
    d = card_def(key)
    if face >= len(d.faces):
        return False
    return any(isinstance(a, Keyword) and a.name == name for a in d.faces[face].abilities)


def _may_be_bound(g: GameState, oid: int) -> bool:
    """Cheap filter: the object may have daybound or nightbound (CR 702.145): its card prints
    either on some face, or it is a copy whose copiable values have either (the keywords are
    copiable values, CR 707.2, 707.9b: Shadow Kin or Olag, Ludevic's Hubris becoming a copy of
    a daybound card, a Clone entering as a copy of a daybound permanent). Nothing in the card
    pool grants either keyword any other way."""
    o = g.objects[oid]
    key = o.card_key
    if key is not None and _card_may_be_bound(key):
        return True
    values = o.copy_of
    return values is not None and any(
        isinstance(a, Keyword) and a.name in BOUND for a in values.abilities)


@cache
def _card_may_be_bound(key: str) -> bool:
    out = any(_printed_keyword(key, f, k) for f in range(len(card_def(key).faces))
              for k in BOUND)
    _BOUND_CARDS[key] = out
    return out


_BOUND_CARDS: dict[str | None, bool] = {None: False}
"""``_card_may_be_bound`` of the card keys asked so far, as a plain dictionary (no card:
False)."""


def _bound_candidates(g: GameState) -> list[int]:
    """The permanents on the battlefield that may have daybound or nightbound
    (``_may_be_bound``: their card prints either, or they copy values that have either), in
    battlefield order; kept while the battlefield holds the same objects (an object's card
    doesn't change on the battlefield; a permanent becoming a copy there forgets the list,
    ``rules.permanent_effects`` and Olag's extension; a clone, whose hidden cards may be
    changed, starts without it). Most games have none, and then nothing else is read (not even
    the characteristics) as events are emitted."""
    bf = g.battlefield
    memo = g._bound_memo
    if memo is not None:
        if memo[0] == bf:
            return memo[1]  # type: ignore[no-any-return]
        if not memo[1]:
            # None of the permanents there before may have either: only those that arrived
            # since are looked at (most often none of them is a copy and none of their cards
            # prints either)
            objects = g.objects
            bound = _BOUND_CARDS
            for oid in set(bf).difference(memo[0]):
                o = objects[oid]
                if (bound.get(o.card_key, True) or o.copy_of is not None) \
                        and _may_be_bound(g, oid):
                    break
            else:
                g._bound_memo = (list(bf), memo[1])
                return memo[1]  # type: ignore[no-any-return]
        else:
            # Those there before keep their answer (an object's card doesn't change on the
            # battlefield): only those that arrived since are asked
            before, was = set(memo[0]), set(memo[1])
            out = [oid for oid in bf
                   if (oid in was if oid in before else _may_be_bound(g, oid))]
            g._bound_memo = (list(bf), out)
            return out
    out = [oid for oid in bf if _may_be_bound(g, oid)]
    g._bound_memo = (list(bf), out)
    return out


def _flip_for(g: GameState, value: str) -> list[Event]:
    """Transform every double-faced permanent that must change for ``value`` (702.145b–f):
    of those that may have daybound or nightbound (``_bound_candidates``), in battlefield
    order."""
    out = []
    want = "Daybound" if value == "night" else "Nightbound"
    face_up = 0 if value == "night" else 1
    for oid in list(_bound_candidates(g)):
        o = g.objects[oid]
        if o.face_down or o.phased_out or o.face != face_up:
            continue
        if not is_double_faced_object(g, oid):
            continue
        if chars(g, oid).has(want):
            out.append(turn_over(g, oid, DAY_NIGHT_CAUSE))
    return out


@applier("day_night")
def apply_day_night(g: GameState, ev: Event) -> list[Event]:
    """CR 730.1: the game becomes day or night; as it does, daybound permanents transform as it
    becomes night and nightbound ones as it becomes day (702.145b, e)."""
    value = ev.data["value"]
    if value not in ("day", "night") or g.day_night == value:
        return []
    before = g.day_night
    g.day_night = value
    g.version += 1
    return [ev.but(data={**ev.data, "from": before})] + _flip_for(g, value)


def immediate_day_night(g: GameState) -> list[Event]:
    """The checks that happen immediately, not as state-based actions (702.145c, d, f, g).
    Returns the events that happened (becoming day or night, transforming)."""
    candidates = _bound_candidates(g)
    if not candidates:
        return []  # no permanent may have daybound or nightbound: nothing to do
    allc = compute_all(g)
    memo = g._day_night_clear
    if memo is not None and memo[0] is allc and memo[1] == g.day_night:
        return []  # checked with these permanents and characteristics: nothing to do
    objects = g.objects
    bound = [oid for oid in candidates if not objects[oid].phased_out]
    if not bound:
        return []
    out: list[Event] = []
    if g.day_night is None:
        kws = [chars(g, oid).keywords for oid in bound]
        if any("Daybound" in k for k in kws):
            value = "day"  # 702.145d
        elif any("Nightbound" in k for k in kws):
            value = "night"  # 702.145g
        else:
            return []
        g.day_night = value
        g.version += 1
        out.append(Event("day_night", data={"value": value, "from": None,
                                            "cause": "daybound" if value == "day"
                                            else "nightbound"}))
    out.extend(_flip_for(g, g.day_night))
    if not out and (g._cache or (None, None))[1] is allc:
        g._day_night_clear = (allc, g.day_night)
    return out


def entering_face(g: GameState, oid: int, face: int, data: dict[str, Any]) -> int:
    """The face a card enters the battlefield with: a daybound double-faced card enters
    transformed if it is night (702.145b, rulings MID-RN-005/006)."""
    o = g.objects[oid]
    if face != 0 or data.get("face_down") or o.card_key is None or g.day_night != "night":
        return face
    if not is_double_faced_object(g, oid):
        return face
    if o.zone is not Zone.BATTLEFIELD and _printed_keyword(o.card_key, 0, "Daybound"):
        return 1
    return face

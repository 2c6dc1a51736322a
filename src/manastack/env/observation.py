"""Observations: arrays built only from ``Game.view(player)`` (hidden information stays hidden).

The observation of a player is a dict of arrays (``observation_space``), every seat given
relative to the observer (seat 0 is the observer, 1 the next player in turn order, ...):

* ``objects``: ``(max_objects, len(OBJECT_FEATURES))`` int32, one row per object the player
  can see, in the order battlefield, phased-out permanents (zone ``phased_out``: still on the
  battlefield but treated as though they don't exist, CR 702.26b), stack, hands, command zone,
  libraries, exile, graveyards (hands, libraries and graveyards seat by seat from the
  observer); unused rows are zeros (``present`` 0). A card the player may not know (a face-down permanent they can't look at)
  has card id 0. Of a hand the player may not look at (an opponent's), the rows are the cards
  of it they know (the view's ``hand_known``: revealed, looked at, seen arriving; CR 400.2,
  701.20), ordered by card id since a hand is no pile (CR 402.3); of a library, the cards they
  know with their places (``library_known``: the top card they may look at or that is
  revealed, CR 401.5, and cards they saw and still know where they are), top first, with
  ``library_position`` the place counted from the top (1: the top card). A card known only
  from having seen it is not linked to an object id (``ObjectTable.slots``), as in the view:
  that knowledge ends when it changes zone or its library is shuffled (CR 400.7, 701.24a),
  and its row goes with it. Nothing is read but the view, so a card the view hides never
  shows.
* ``players``: ``(MAX_SEATS, len(PLAYER_FEATURES))`` int32, one row per seat.
* ``global``: ``len(GLOBAL_FEATURES)`` int32.
* ``action_mask``: ``max_actions`` int8, 1 for the indices whose action may be taken now (see
  ``manastack.env.encoding``); all 0 when it is not the player's decision.
* ``actions``: ``(max_actions, len(ACTION_FEATURES))`` int32, the description of each action
  index as a row (``encoding.ACTION_FEATURES``); rows of masked-out indices are zeros.

The raw view (``Game.view(player)``, plain data) is given beside the arrays in ``info["view"]``
for custom encoders.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from manastack.env.card_ids import HIDDEN, card_id, num_card_ids
from manastack.env.encoding import ACTION_FEATURES, DECISION_KINDS

MAX_SEATS = 8
"""The most players a game has (``Game.new``): eight, e.g. Four-Headed Giant (CR 810.11)."""
MAX_OBJECTS = 256
BIG = 1 << 20  # bound of unbounded counts in the spaces

ZONES: tuple[str, ...] = ("none", "battlefield", "stack", "hand", "command", "library",
                          "exile", "graveyard", "phased_out")
"""Values of the ``zone`` column. ``phased_out``: a permanent on the battlefield that is phased
out, treated as though it doesn't exist until it phases in (CR 702.26b, 702.26d)."""
STEPS: tuple[str, ...] = (
    "untap", "upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
    "declare blockers", "first strike damage", "combat damage", "end of combat",
    "postcombat main", "end", "cleanup")

OBJECT_FEATURES: tuple[str, ...] = (
    "present", "card_id", "owner", "controller", "zone", "tapped", "face_down", "transformed",
    "p1p1_counters", "m1m1_counters", "loyalty_counters", "other_counters", "power",
    "toughness", "damage", "attacking", "blocking", "token", "ability", "creature", "land",
    "library_position")
"""Columns of ``objects``: ``owner``/``controller`` are relative seats; ``zone`` an index in
``ZONES``; ``transformed`` 1 when a face other than the front face is up (CR 712);
``attacking``/``blocking`` 1 while the object is an attacking or blocking creature;
``ability`` 1 for an ability on the stack (its card id is its source's, when known: a source
that has left by the name it last had, CR 113.7a);
``library_position`` the place of a known library card counted from the top, 1 for the top
card (0 for an object in any other zone)."""

PLAYER_FEATURES: tuple[str, ...] = (
    "present", "in_game", "life", "poison", "hand", "library", "graveyard", "mana_W", "mana_U",
    "mana_B", "mana_R", "mana_G", "mana_C", "active", "priority", "deciding",
    *(f"commander_damage_from_{k}" for k in range(MAX_SEATS)), "commander_tax")
"""Columns of ``players``: ``commander_damage_from_k`` is the combat damage this player was
dealt by the commanders of relative seat ``k`` (CR 903.10a); ``commander_tax`` the tax of this
player's commanders (CR 903.8)."""

GLOBAL_FEATURES: tuple[str, ...] = (
    "turn", "step", "day_night", "stack", "decision", "deciding", "players", "page", "pages")
"""``step`` indexes ``STEPS``; ``day_night`` 0 neither, 1 day, 2 night (CR 730);
``decision`` indexes ``encoding.DECISION_KINDS``; ``deciding`` the relative seat deciding;
``page``/``pages`` the page of actions shown (``encoding.page``)."""

COUNTER_COLUMNS = {"+1/+1": "p1p1_counters", "-1/-1": "m1m1_counters",
                   "loyalty": "loyalty_counters"}


def observation_space(max_actions: int, max_objects: int = MAX_OBJECTS) -> spaces.Dict:
    """The observation space (see the module's docstring)."""
    return spaces.Dict({
        "objects": spaces.Box(-BIG, BIG, (max_objects, len(OBJECT_FEATURES)), np.int32),
        "players": spaces.Box(-BIG, BIG, (MAX_SEATS, len(PLAYER_FEATURES)), np.int32),
        "global": spaces.Box(-BIG, BIG, (len(GLOBAL_FEATURES),), np.int32),
        "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        "actions": spaces.Box(-BIG, BIG, (max_actions, len(ACTION_FEATURES)), np.int32),
    })


def _num(v: Any) -> int:
    try:
        return max(-BIG, min(BIG, int(v)))
    except (TypeError, ValueError):
        return 0


_OBJ = {name: i for i, name in enumerate(OBJECT_FEATURES)}
_PL = {name: i for i, name in enumerate(PLAYER_FEATURES)}
_GL = {name: i for i, name in enumerate(GLOBAL_FEATURES)}


class ObjectTable:
    """The ``objects`` array of a view, with the row of each object id and the card id of
    each object the player may know."""

    def __init__(self, view: dict[str, Any], max_objects: int) -> None:
        me = view["you"]
        n = len(view["players"])
        self.array = np.zeros((max_objects, len(OBJECT_FEATURES)), np.int32)
        self.slots: dict[int, int] = {}
        self.card_ids: dict[int, int] = {}
        combat = view.get("combat") or {}
        attacking = {a for a, _ in combat.get("attackers", ())}
        blocking = {b for b, _ in combat.get("blockers", ())}
        seats = [view["players"][(me + k) % n] for k in range(n)]
        rows: list[tuple[str, dict[str, Any]]] = []
        rows += [("battlefield", o) for o in view["battlefield"]]
        rows += [("phased_out", o) for o in view.get("phased_out", ())]
        rows += [("stack", o) for o in view["stack"]]
        for p in seats:
            if "hand" in p:  # the observer's, or a teammate's (CR 810.5)
                rows += [("hand", o) for o in p["hand"]]
            else:  # the cards of it the observer knows, in no order (CR 402.3)
                rows += sorted((("hand", o) for o in p.get("hand_known", ())),
                               key=lambda row: self._card_id(row[1]))
        rows += [("command", o) for o in view["command"]]
        for p in seats:
            rows += [("library", o) for o in p.get("library_known", ())]
        rows += [("exile", o) for o in view["exile"]]
        for p in seats:
            rows += [("graveyard", o) for o in p["graveyard"]]
        i = 0
        for zone, o in rows:
            if i >= max_objects:
                break
            oid = o.get("id")
            if oid is None and zone not in ("hand", "library"):
                continue
            r = self.array[i]
            cid = self._card_id(o)
            if oid is not None:
                self.slots[oid] = i
                if cid != HIDDEN:
                    self.card_ids[oid] = cid
            r[_OBJ["present"]] = 1
            r[_OBJ["card_id"]] = cid
            r[_OBJ["owner"]] = (o.get("owner", me) - me) % n
            r[_OBJ["controller"]] = (o.get("controller", me) - me) % n
            r[_OBJ["zone"]] = ZONES.index(zone)
            r[_OBJ["tapped"]] = int(bool(o.get("tapped")))
            r[_OBJ["face_down"]] = int(bool(o.get("face_down")))
            r[_OBJ["transformed"]] = int(_num(o.get("face")) > 0)
            for kind, count in (o.get("counters") or {}).items():
                col = COUNTER_COLUMNS.get(kind, "other_counters")
                r[_OBJ[col]] += _num(count)
            r[_OBJ["power"]] = _num(o.get("power"))
            r[_OBJ["toughness"]] = _num(o.get("toughness"))
            r[_OBJ["damage"]] = _num(o.get("damage"))
            r[_OBJ["attacking"]] = int(oid in attacking)
            r[_OBJ["blocking"]] = int(oid in blocking)
            r[_OBJ["token"]] = int(bool(o.get("token")))
            r[_OBJ["ability"]] = int("ability" in o)
            types = o.get("types") or ()
            r[_OBJ["creature"]] = int("Creature" in types)
            r[_OBJ["land"]] = int("Land" in types)
            if zone == "library":
                r[_OBJ["library_position"]] = _num(o.get("position")) + 1
            i += 1
        # an ability on the stack is identified by its source's card, when that is known; a
        # source that has left is known by the name it last had (CR 113.7a; a face-down one
        # had none, CR 708.2a)
        for oid, slot in self.slots.items():
            if self.array[slot, _OBJ["ability"]]:
                ab: dict[str, Any] = next((o for o in view["stack"] if o.get("id") == oid), {})
                src = ab.get("source")
                cid = self.card_ids.get(src, HIDDEN) if isinstance(src, int) else HIDDEN
                if cid == HIDDEN and ab.get("source_name"):
                    cid = _name_id(ab["source_name"])
                self.array[slot, _OBJ["card_id"]] = cid

    def offered(self, view: dict[str, Any]) -> dict[int, int]:
        """The card ids of the objects the player's pending decision names (``card_ids`` and
        the cards its options name): a card offered to their choice from a hidden zone (a
        library searched, a hand revealed, CR 701.20) has no row, yet they see which card
        each option is (the view's ``decision.options``)."""
        out = dict(self.card_ids)
        for option in (view.get("decision") or {}).get("options", ()):
            for named in [option, *option.get("objects", ())]:
                oid = named.get("object")
                if isinstance(oid, int) and oid not in out:
                    cid = _name_id(named.get("name"))
                    if cid != HIDDEN:
                        out[oid] = cid
        return out

    @staticmethod
    def _card_id(o: dict[str, Any]) -> int:
        if o.get("face_down"):
            return _name_id(o.get("card"))
        return card_id(o.get("key"))


def _name_id(name: str | None) -> int:
    if name is None:
        return HIDDEN
    from manastack.cards.database import database
    found = database().find(name)
    return card_id(found.key) if found is not None else HIDDEN


def player_rows(view: dict[str, Any]) -> np.ndarray:
    me = view["you"]
    n = len(view["players"])
    out = np.zeros((MAX_SEATS, len(PLAYER_FEATURES)), np.int32)
    decision = view.get("decision") or {}
    commander_owner: dict[str, int] = {}
    for p in view["players"]:
        for c in p.get("commanders", ()):
            commander_owner[str(c["commander"])] = p["index"]
    for k in range(min(n, MAX_SEATS)):
        p = view["players"][(me + k) % n]
        r = out[k]
        r[_PL["present"]] = 1
        r[_PL["in_game"]] = int(not p.get("lost"))
        r[_PL["life"]] = _num(p["life"])
        r[_PL["poison"]] = _num(p.get("poison"))
        r[_PL["hand"]] = _num(p.get("hand_count"))
        r[_PL["library"]] = _num(p.get("library"))
        r[_PL["graveyard"]] = len(p.get("graveyard", ()))
        pool = p.get("mana_pool") or {}
        for c in "WUBRGC":
            r[_PL[f"mana_{c}"]] = _num(pool.get(c, 0))
        r[_PL["active"]] = int(view["active"] == p["index"])
        r[_PL["priority"]] = int(view["priority"] == p["index"])
        r[_PL["deciding"]] = int(decision.get("player") == p["index"])
        for number, dmg in (p.get("commander_damage") or {}).items():
            owner = commander_owner.get(str(number))
            if owner is not None:
                rel = (owner - me) % n
                if rel < MAX_SEATS:
                    r[_PL[f"commander_damage_from_{rel}"]] += _num(dmg)
        r[_PL["commander_tax"]] = sum(_num(t) for t in (p.get("commander_tax") or {}).values())
    return out


def global_row(view: dict[str, Any], page: int, pages: int) -> np.ndarray:
    me = view["you"]
    n = len(view["players"])
    out = np.zeros(len(GLOBAL_FEATURES), np.int32)
    decision = view.get("decision") or {}
    out[_GL["turn"]] = _num(view["turn"])
    out[_GL["step"]] = STEPS.index(view["step"]) if view["step"] in STEPS else 0
    out[_GL["day_night"]] = {"day": 1, "night": 2}.get(view.get("day_night") or "", 0)
    out[_GL["stack"]] = len(view["stack"])
    kind = decision.get("kind")
    out[_GL["decision"]] = DECISION_KINDS.index(kind) if kind in DECISION_KINDS else 0
    deciding = decision.get("player")
    out[_GL["deciding"]] = (deciding - me) % n if isinstance(deciding, int) else 0
    out[_GL["players"]] = n
    out[_GL["page"]] = page
    out[_GL["pages"]] = pages
    return out


def card_id_bound() -> int:
    """The number of card ids (for embedding tables)."""
    return num_card_ids()

"""Hidden information over the wire, checked against the game itself.

``play`` creates a game on a test client with a human seat for every player, connects every
seat and a spectator, and plays it by choosing at random among the legal actions each seat is
sent (so the players are random players who know only what their own messages tell them). It
records every message each socket receives; the game is then replayed from its stored record
and each message is checked by ``leaks`` against the state at the version it names.

``leaks`` does not use ``manastack.views``: it works out from the state alone (CR 400.2, 708.5)
which objects the seat may not know and looks for them in the message:

* the ids of cards in hidden zones it may not look at (others' hands, libraries) appear
  nowhere, except among the answers of its own decision (a library it searches);
* a face-down object it may not look at is shown without name, card, key, text or cost, and
  its card's name is nowhere in what is said of it;
* no card name the seat has never been shown and that is only in such places appears
  anywhere in the message (names of hidden cards not otherwise known), except in the log
  entry of a reveal (to all, CR 701.20a) or of the seat's own look or search (CR 701.20e);
* a decision's prompt, answers and options go only to the player deciding, and they are that
  player's legal actions exactly;
* ``names_ja`` (the Japanese names of the names shown) translates only words of the view.

A seat knows a name it was shown in an earlier message: a card revealed then shuffled away.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from manastack.decisions.actions import action_from_json
from manastack.game import Game
from manastack.log_links import LINKS
from manastack.rules.characteristics import controller_of
from manastack.rules.information import true_name
from manastack.rules.library_top import may_look, revealed
from manastack.server.store import Store
from manastack.state.zones import Zone

SPECTATOR = -1
IDENTITY = ("name", "card", "key", "text", "text_ja", "mana_cost", "ability", "ability_ja")
"""What of a face-down object it is only its controller's to know (CR 708.5)."""
NOT_IDS = frozenset({"life", "amount", "power", "toughness", "loyalty", "damage", "counters",
                     "mana_pool", "library", "hand_count", "turn", "poison", "tax", "casts",
                     "commander_damage", "index", "player", "controller", "owner", "you",
                     "active", "priority", "winners", "team", "x", "commander", "noted_life",
                     "modes", "division", "may_look", "may_play", "may_play_until",
                     "max_hand_size", "spells_cast_this_turn", "lands_played_this_turn",
                     "mana_kept"})
"""Keys whose numbers are not object ids."""
REVEAL = frozenset({"reveal", "reveal_hand"})
LOOK = frozenset({"look", "look_at_hand", "search"})
PUBLIC_FROM = frozenset({"battlefield", "stack"})
"""Zones a card leaving is known to all from: public ones (CR 400.2), a face-down card being
revealed as it leaves (CR 708.9)."""
NAME_KEYS = frozenset({"name", "card", "source", "target", "cards", "names"})


@dataclass
class Secrets:
    """What a seat may not know now: card ids in hidden zones and the face-down objects it
    may not look at, each with the name of its card."""

    hidden: dict[int, str] = field(default_factory=dict)
    face_down: dict[int, str] = field(default_factory=dict)
    visible_names: set[str] = field(default_factory=set)


def _told(g: Any, seat: int, known_to: Any) -> bool:
    """Whether a card was shown to ``seat``; to a spectator, if it was shown to every player
    (a spectator knows what every player knows)."""
    if seat == SPECTATOR:
        return len(g.players) > 0 and all(p.index in known_to for p in g.players)
    return seat in known_to


def card_names(game: Game) -> dict[int, str]:
    """The name of the card of every object (its face-up name, even while face down)."""
    g = game.state
    return {oid: true_name(g, oid) or "" for oid in g.objects}


def secrets(game: Game, seat: int, names: dict[int, str] | None = None) -> Secrets:
    """What ``seat`` may not know in ``game`` now (``names``: ``card_names(game)``)."""
    g = game.state
    out = Secrets()
    teams = g.teams
    if names is None:
        names = card_names(game)
    for oid, o in g.objects.items():
        name = names[oid]
        if o.face_down:
            looks = g.game_over or seat != SPECTATOR and (
                _told(g, seat, o.known_to) or (
                    o.zone in (Zone.BATTLEFIELD, Zone.STACK) and
                    (controller_of(g, oid) == seat or f"looked:{seat}" in o.flags)))
            if looks:
                out.visible_names.add(name)
            else:
                out.face_down[oid] = name
            continue
        if o.zone is Zone.HAND:
            mine = _told(g, seat, o.known_to) or seat != SPECTATOR and (
                o.owner == seat or teams is not None and seat in teams[o.owner])
            if not mine:
                out.hidden[oid] = name
                continue
        elif o.zone is Zone.LIBRARY:
            seen = revealed(g, oid) or _told(g, seat, o.known_to) or \
                seat != SPECTATOR and may_look(g, seat, oid)
            if not seen:
                out.hidden[oid] = name
                continue
        out.visible_names.add(name)
    return out


class _Scan:
    """One pass over a view: the ids and card names it holds, what it says of face-down
    objects, and each problem with where it was found."""

    def __init__(self, s: Secrets, unknown: set[str], deciding: bool) -> None:
        self.s, self.unknown, self.deciding = s, unknown, deciding
        self.names: set[str] = set()
        self.strings: set[str] = set()
        self.problems: list[str] = []

    def value(self, key: str, v: Any, where: str, offered: bool) -> None:
        if isinstance(v, str):
            self.strings.add(v)
            if key in NAME_KEYS:
                self.names.add(v)
                if v in self.unknown and not offered:
                    self.problems.append(f"{where}.{key}: the name of a hidden card ({v}) "
                                         "was sent")
        elif isinstance(v, int) and not isinstance(v, bool) and v >= 100 and \
                key not in NOT_IDS and v in self.s.hidden and not offered:
            self.problems.append(f"{where}.{key}: the id of a hidden card "
                                 f"({self.s.hidden[v]}) was sent")

    def walk(self, x: Any, key: str, where: str, offered: bool) -> None:
        if isinstance(x, dict):
            oid = x.get("id", x.get("object"))
            if isinstance(oid, int) and oid in self.s.face_down:
                name = self.s.face_down[oid]
                shown = [k for k in IDENTITY if x.get(k) is not None]
                if shown or name in json.dumps(x, ensure_ascii=False):
                    self.problems.append(f"{where}: face-down object {oid} ({name}) shown "
                                         f"with {shown or 'its name'}")
            for k, v in x.items():
                if isinstance(v, dict | list):
                    self.walk(v, k, where, offered)
                else:
                    self.value(k, v, where, offered)
        else:
            for v in x:
                if isinstance(v, dict | list):
                    self.walk(v, key, where, offered)
                else:
                    self.value(key, v, where, offered)


def _unlinked(entry: dict[str, Any]) -> dict[str, Any]:
    """A log entry without the ids it links, which change as the seat's knowledge of a card
    in a hidden zone does (manastack.log_links)."""
    return {k: v for k, v in entry.items() if k not in LINKS}


def _strings(x: Any) -> set[str]:
    """Every string value in ``x`` (dicts and lists, recursively)."""
    if isinstance(x, str):
        return {x}
    if isinstance(x, dict):
        x = list(x.values())
    if isinstance(x, list):
        return set().union(*(_strings(v) for v in x)) if x else set()
    return set()


def leaks(game: Game, seat: int, msg: dict[str, Any], known: set[str],
          names: dict[int, str] | None = None, log_from: int = 0) -> list[str]:
    """What of the message ``msg`` sent to ``seat`` (``SPECTATOR`` for a spectator) the seat
    may not know, ``game`` being at the version the message names. ``known``: the card names
    the seat was shown before (updated with this message's). ``log_from``: the log entries
    before it were checked when first sent (the log only grows, an entry never changes), so
    what an entry said of an object public then — a creature face up before it was turned
    face down — is not checked again against the object as it is now."""
    problems: list[str] = []
    if msg.get("seat") != seat:
        problems.append(f"a message for seat {msg.get('seat')} was sent to seat {seat}")
    view = msg["view"]
    s = secrets(game, seat, names)
    d = view.get("decision")
    deciding = d is not None and seat != SPECTATOR and d["player"] == seat
    if d is not None:
        if not deciding and set(d) & {"actions", "options", "prompt"}:
            problems.append(f"seat {seat} was sent player {d['player']}'s decision")
        if deciding:
            want = [a.to_json() for a in game.legal_actions()]
            if json.loads(json.dumps(want)) != d.get("actions"):
                problems.append("the actions sent are not the seat's legal actions")
    unknown = (set(s.hidden.values()) | set(s.face_down.values())) - s.visible_names - known
    scan = _Scan(s, unknown, deciding)
    for k, v in view.items():
        if k == "players":
            for p in v:
                scan.walk({pk: pv for pk, pv in p.items() if pk != "name"}, k,
                          f"players[{p['index']}]", False)
        elif k == "log":
            scan.strings |= _strings(v[:log_from])  # checked when first sent
            for i, e in enumerate(v[:log_from]):
                # but for the ids: an entry links a hidden card only while the seat may know
                # it (manastack.log_links)
                for key in LINKS:
                    scan.value(key, e.get(key), f"log[{i}]", False)
            for i, e in enumerate(v[log_from:], start=log_from):
                # a card revealed is shown to all (CR 701.20a), one looked at to who looks
                # (CR 701.20e); a card leaving the battlefield or the stack was public there,
                # or is revealed as it leaves face down (CR 400.2, 708.9)
                shown = e["kind"] in REVEAL or e["kind"] in LOOK and e.get("player") == seat
                public = e["kind"] in REVEAL or e["kind"] == "zone_change" and \
                    e.get("from") in PUBLIC_FROM
                scan.walk(e, k, f"log[{i}]", shown and seat != SPECTATOR or public)
        elif isinstance(v, dict | list):
            # a card of a library the seat searches is offered to it (CR 701.23)
            scan.walk(v, k, k, k == "decision" and deciding)
        else:
            scan.value(k, v, k, False)
    problems += scan.problems
    extra = set(msg.get("names_ja", {})) - scan.strings - {p["name"] for p in view["players"]}
    if extra:
        problems.append(f"names_ja names cards the view does not: {sorted(extra)}")
    known |= scan.names
    return problems


@dataclass
class Played:
    """What ``play`` saw: messages checked, face-down objects shown (to their controller,
    to others), whether the game ended, and every problem found."""

    messages: int = 0
    actions: int = 0
    over: bool = False
    face_down_own: int = 0
    face_down_other: int = 0
    problems: list[str] = field(default_factory=list)


def choose(acts: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random player's answer. It pays costs with the payment plan when offered, keeps its
    opening hand, plays lands and casts morphs face down (CR 702.37) when it may, so that games move on and
    face-down permanents are on the battlefield, and never concedes."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for a in acts:
        by_type.setdefault(a["type"], []).append(a)
    if "PayAutomatically" in by_type:
        return by_type["PayAutomatically"][0]
    keep = [a for a in by_type.get("Choose", ()) if a.get("value") == "keep"]
    if keep:
        return keep[0]
    wanted = by_type.get("PlayLand", []) + [
        a for a in by_type.get("CastSpell", ()) if a.get("method") == "face_down"]
    if wanted and rng.random() < 0.8:
        return rng.choice(wanted)
    some = [a for a in acts if a["type"] not in ("Concede", "ActivateManaAbility")]
    return rng.choice(some or acts)


def play(client: TestClient, db: str, decks: list[str], fmt: str, seed: int,
         moves: int) -> Played:
    """Play a game of ``decks`` (bundled deck names) for at most ``moves`` actions, every seat
    a random player over its socket and a spectator watching, then check every message."""
    req = {"format": fmt, "seed": seed, "seats": [
        {"kind": "human", "deck": {"bundled": d}} for d in decks]}
    out = client.post("/api/games", json=req)
    assert out.status_code == 201, out.json()
    gid = out.json()["game"]
    tokens = [s["token"] for s in out.json()["seats"]]
    viewers = [*range(len(tokens)), SPECTATOR]
    rng = random.Random(seed)
    got: dict[int, list[dict[str, Any]]] = {v: [] for v in viewers}
    socks = [client.websocket_connect(f"/ws/games/{gid}?token={t}") for t in tokens]
    socks.append(client.websocket_connect(f"/ws/games/{gid}"))
    opened = [s.__enter__() for s in socks]
    try:
        for v, ws in zip(viewers, opened, strict=True):
            got[v].append(ws.receive_json())
        for _ in range(moves):
            last = got[SPECTATOR][-1]["view"]
            if last["game_over"]:
                break
            p = last["decision"]["player"]
            mine = got[p][-1]
            a = choose(mine["view"]["decision"]["actions"], rng)
            opened[p].send_text(json.dumps({"type": "action", "version": mine["version"],
                                            "action": a}))
            for v, ws in zip(viewers, opened, strict=True):
                msg = ws.receive_json()
                assert msg["type"] == "state", msg
                got[v].append(msg)
    finally:
        for s in socks:
            s.__exit__(None, None, None)
    return check(db, gid, got)


def check(db: str, gid: str, got: dict[int, list[dict[str, Any]]]) -> Played:
    """Replay the stored game ``gid`` and check each message of ``got`` (by viewer) at the
    version it names."""
    stored = Store(db).load(gid)
    assert stored is not None
    game = Game.from_json(json.dumps({"format": "manastack-game", "version": 1,
                                      "setup": stored.setup, "actions": []}))
    by_version: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    for v, msgs in got.items():
        for m in msgs:
            by_version.setdefault(m["version"], []).append((v, m))
    known: dict[int, set[str]] = {v: set() for v in got}
    logs: dict[int, list[Any]] = {v: [] for v in got}
    res = Played(actions=len(stored.actions))
    for version in range(len(stored.actions) + 1):
        msgs = by_version.pop(version, ())
        names = card_names(game) if msgs else {}
        for v, m in msgs:
            res.messages += 1
            # a message carries the log entries from ``log_start`` on (the socket was sent
            # those before it): the whole log as the seat knows it is put back together
            start = m.get("log_start", 0)
            if start > len(logs[v]):
                res.problems.append(f"version {version}, seat {v}: the log resumes at entry "
                                    f"{start}, but only {len(logs[v])} were sent")
            log = m["view"]["log"] = logs[v][:start] + m["view"]["log"]
            if [_unlinked(e) for e in log[:len(logs[v])]] != [_unlinked(e) for e in logs[v]]:
                res.problems.append(f"version {version}, seat {v}: a log entry sent before "
                                    "was changed (but for the ids it links) or dropped")
            res.problems += [f"version {version}, seat {v}: {p}"
                             for p in leaks(game, v, m, known[v], names, len(logs[v]))]
            logs[v] = log
            for o in m["view"]["battlefield"]:
                if o.get("face_down"):
                    if v == o["controller"]:
                        res.face_down_own += 1
                    else:
                        res.face_down_other += 1
        if version < len(stored.actions):
            p, a = stored.actions[version]
            game.apply(p, action_from_json(a))
    assert not by_version, f"messages name versions never reached: {sorted(by_version)}"
    res.over = game.is_over
    return res

"""Hidden information over the wire: every message sent to every seat (and to a spectator)
over whole stretches of two- and four-player games, morph decks included, is exactly that
seat's ``Game.view`` (or ``Game.spectator_view``) at the version it names, replayed from the
stored game. So no message to a seat holds anything ``Game.view`` keeps from it (hand
contents, library order, others' face-down identities, others' legal actions), which the
engine's own hidden-information tests check of the views."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from manastack.decisions.actions import action_from_json
from manastack.game import Game
from manastack.server.store import Store
from tests.server.helpers import whole_logs


def _play(client: TestClient, db: str, req: dict[str, Any], moves: int,
          seed: int) -> dict[int, list[dict[str, Any]]]:
    out = client.post("/api/games", json=req)
    assert out.status_code == 201, out.json()
    gid = out.json()["game"]
    tokens = [s["token"] for s in out.json()["seats"]]
    rng = random.Random(seed)
    got: dict[int, list[dict[str, Any]]] = {i: [] for i in range(-1, len(tokens))}
    socks = [client.websocket_connect(f"/ws/games/{gid}?token={t}") for t in tokens]
    watch = client.websocket_connect(f"/ws/games/{gid}")
    opened = [s.__enter__() for s in socks] + [watch.__enter__()]
    try:
        for i, ws in enumerate(opened):
            got[i if i < len(tokens) else -1].append(ws.receive_json())
        for _ in range(moves):
            last = got[0][-1]["view"]
            if last["game_over"]:
                break
            p = last["decision"]["player"]
            mine = got[p][-1]
            acts = mine["view"]["decision"]["actions"]
            # play lands and morphs face down (CR 702.37) when offered; else mostly the
            # first action (passing moves the game on), sometimes any other
            wanted = [x for x in acts if x["type"] == "PlayLand" or
                      (x["type"] == "CastSpell" and x.get("method") == "face_down")]
            a = wanted[0] if wanted else \
                acts[rng.randrange(len(acts))] if rng.random() < 0.3 else acts[0]
            opened[p].send_text(json.dumps({"type": "action", "version": mine["version"],
                                            "action": a}))
            for i, ws in enumerate(opened):
                msg = ws.receive_json()
                assert msg["type"] == "state", msg
                got[i if i < len(tokens) else -1].append(msg)
    finally:
        for s in [*socks, watch]:
            s.__exit__(None, None, None)
    stored = Store(db).load(gid)
    assert stored is not None
    game = Game.from_json(json.dumps({"format": "manastack-game", "version": 1,
                                      "setup": stored.setup, "actions": []}))
    by_version: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    for seat, msgs in got.items():
        for m in whole_logs(msgs):
            assert m["seat"] == seat
            by_version.setdefault(m["version"], []).append((seat, m["view"]))
    checked = 0
    for v in range(len(stored.actions) + 1):
        for seat, view in by_version.get(v, ()):
            want = game.spectator_view() if seat == -1 else game.view(seat)
            assert view == json.loads(json.dumps(want)), (v, seat)
            checked += 1
        if v < len(stored.actions):
            p, a = stored.actions[v]
            game.apply(p, action_from_json(a))
    assert checked == sum(len(m) for m in got.values())
    return got


@pytest.mark.parametrize("decks,fmt,moves", [
    (["ons_br", "ons_wu"], "normal", 220),               # morph decks
    (["coven_counters", "undead_unleashed", "coven_counters", "undead_unleashed"],
     "commander", 90),
])
def test_every_message_to_every_seat_is_exactly_its_view(
        client: TestClient, db: str, decks: list[str], fmt: str, moves: int) -> None:
    req = {"format": fmt, "seed": 3, "seats": [
        {"kind": "human", "deck": {"bundled": d}} for d in decks]}
    got = _play(client, db, req, moves, seed=len(decks))
    if decks[0] == "ons_br":
        # a face-down permanent was on the battlefield: named to its controller only
        seen = [(seat, o) for seat, msgs in got.items() for m in msgs
                for o in m["view"]["battlefield"] if o.get("face_down")]
        assert any(seat == o["controller"] and "card" in o for seat, o in seen)
        assert seen and all("card" not in o for seat, o in seen if seat != o["controller"])

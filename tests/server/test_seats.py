"""The seats' websockets: each seat sees only its own view and acts only for itself; every
malformed, oversized, stale or illegal message is refused with an error to its sender only,
and the game is left unchanged."""

from __future__ import annotations

import json
import re
import weakref
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from tests.server.helpers import action_message, joining, my_decision, request, until_mine

_READERS: weakref.WeakKeyDictionary[Any, Callable[[], dict[str, Any]]] = \
    weakref.WeakKeyDictionary()


def _states_until_mine(ws: Any, after: int = -1) -> dict[str, Any]:
    if ws not in _READERS:
        _READERS[ws] = joining(ws.receive_json)  # each state with its whole log
    return until_mine(_READERS[ws], after)


def test_a_human_seat_plays_a_game_to_its_end_against_the_computer(client: TestClient) -> None:
    out = client.post("/api/games", json=request("human", "ai")).json()
    gid, token = out["game"], out["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        msg = _states_until_mine(ws)
        assert msg["seat"] == 0 and msg["view"]["you"] == 0
        assert "hand" in msg["view"]["players"][0] and "hand" not in msg["view"]["players"][1]
        moves = 0
        while not msg["view"]["game_over"]:
            ws.send_text(action_message(msg))
            msg = _states_until_mine(ws, msg["version"])
            moves += 1
            assert moves < 3000
        # the Japanese names of the cards the view names, and of no other card
        text = json.dumps(msg["view"], ensure_ascii=False)
        assert msg["names_ja"] and all(f'"{en}"' in text for en in msg["names_ja"])
    # the finished game left memory with its last socket: it is loaded again from the store
    summary = client.get(f"/api/games/{gid}").json()
    assert summary["over"] and summary["winners"] == msg["view"]["winners"]
    assert summary["version"] == msg["version"]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        again = ws.receive_json()
        assert again["log_start"] == 0  # a new socket is sent the whole log
        assert again["version"] == msg["version"] and again["view"] == msg["view"]


def test_every_bad_message_is_refused_to_its_sender_only_and_changes_nothing(
        client: TestClient) -> None:
    out = client.post("/api/games", json=request("human", "human")).json()
    gid = out["game"]
    t0, t1 = out["seats"][0]["token"], out["seats"][1]["token"]
    with client.websocket_connect(f"/ws/games/{gid}?token={t0}") as ws0, \
            client.websocket_connect(f"/ws/games/{gid}?token={t1}") as ws1:
        first0, first1 = ws0.receive_json(), ws1.receive_json()
        deciding = first0["view"]["decision"]["player"]
        me, other = (ws0, ws1) if deciding == 0 else (ws1, ws0)
        mine = first0 if deciding == 0 else first1
        theirs = first1 if deciding == 0 else first0
        assert "actions" in mine["view"]["decision"]
        assert "actions" not in theirs["view"]["decision"]  # others' legal actions are hidden
        act = mine["view"]["decision"]["actions"][0]
        bad = [
            ("x" * 9000, "too long"),
            ("{not json", "not JSON"),
            ("[1, 2]", "an object"),
            (json.dumps({"type": "shout"}), "unknown message type 'shout'"),
            (json.dumps({"type": "action", "action": act}), "\"version\""),
            (json.dumps({"type": "action", "version": 0, "action": {"type": "Fly"}}),
             "unknown action type 'Fly'"),
            (json.dumps({"type": "action", "version": 0,
                         "action": {"type": "Choose", "value": 9999}}), "illegal action"),
            (json.dumps({"type": "action", "version": 7, "action": act}), "stale message"),
            (json.dumps({"type": "action", "version": 0}), "malformed action: None"),
            # a value nested deeper than any answer is refused before reading it could
            # exhaust the stack (which would drop the connection with no word)
            ('{"type": "action", "version": 0, "action": {"type": "Choose", "value": '
             + "[" * 900 + "]" * 900 + "}}", "malformed Choose action"),
        ]
        for text, words in bad:
            me.send_text(text)
            err = me.receive_json()
            assert err["type"] == "error" and words in err["message"], (words, err)
            # an answer refused, or sent late, has a code a player's client words
            code = {"illegal action": "illegal", "stale message": "stale"}.get(words)
            assert err.get("code") == code, (words, err)
        # the seat not deciding can't act, not even with the decider's action (CR 117.3)
        other.send_text(json.dumps({"type": "action", "version": 0, "action": act}))
        err = other.receive_json()
        assert err["type"] == "error" and "decision" in err["message"]
        # nothing changed: the next state each seat is sent is still version 0
        me.send_text(json.dumps({"type": "refresh"}))
        again = me.receive_json()
        assert again["version"] == 0 and again["view"] == mine["view"]
        # a legal action goes through; sending it again (replayed) is refused as stale
        me.send_text(json.dumps({"type": "action", "version": 0, "action": act}))
        assert me.receive_json()["version"] == 1
        assert other.receive_json()["version"] == 1  # the first message it gets after its error
        me.send_text(json.dumps({"type": "action", "version": 0, "action": act}))
        err = me.receive_json()
        assert err["type"] == "error" and "stale" in err["message"] and err["version"] == 1
        assert err["code"] == "stale"  # which the web client words in the player's language


def test_a_wrong_token_gets_no_seat(client: TestClient) -> None:
    gid = client.post("/api/games", json=request("human", "ai")).json()["game"]
    with client.websocket_connect(f"/ws/games/{gid}?token=guess") as ws:
        msg = ws.receive_json()
        assert msg == {"type": "error", "message": "no seat has this token"}
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        assert "no game" in ws.receive_json()["message"]


def test_a_spectator_sees_public_information_and_can_not_act(client: TestClient) -> None:
    out = client.post("/api/games", json=request("human", "ai")).json()
    gid, token = out["game"], out["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as seat, \
            client.websocket_connect(f"/ws/games/{gid}") as watch:
        mine = _states_until_mine(seat)
        public = watch.receive_json()
        while public["version"] != mine["version"]:
            public = watch.receive_json()
        assert public["seat"] == -1 and public["view"]["you"] == -1
        assert all("hand" not in p for p in public["view"]["players"])
        assert [p["hand_count"] for p in public["view"]["players"]] == \
            [p["hand_count"] for p in mine["view"]["players"]]
        assert "actions" not in public["view"]["decision"]
        assert "prompt" not in public["view"]["decision"]
        # what a seat sees of the others is what a spectator sees
        assert public["view"]["players"][1] == mine["view"]["players"][1]
        watch.send_text(action_message(mine))
        err = watch.receive_json()
        assert err["type"] == "error" and "spectator" in err["message"]
        assert err["code"] == "spectator"


def test_a_seat_may_concede_and_the_game_is_over(client: TestClient) -> None:
    out = client.post("/api/games", json=request("human", "ai")).json()
    gid, token = out["game"], out["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        msg = _states_until_mine(ws)
        while msg["view"]["decision"]["kind"] != "priority":
            ws.send_text(action_message(msg))
            msg = _states_until_mine(ws, msg["version"])
        ws.send_text(json.dumps({"type": "action", "version": msg["version"],
                                 "action": {"type": "Concede"}}))
        over = _states_until_mine(ws, msg["version"])
        assert over["view"]["game_over"] and over["view"]["winners"] == [1]  # CR 104.3a
    assert client.get(f"/api/games/{gid}/download").status_code == 200


def test_a_seat_pays_a_cost_in_one_action_with_the_engines_plan(client: TestClient) -> None:
    """Server games are set up with ``auto_pay``: every payment decision offers
    ``PayAutomatically`` (CR 601.2g-h), and taking it pays the whole mana cost at once."""
    out = client.post("/api/games", json=request("human", "ai")).json()
    gid, token = out["game"], out["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{gid}?token={token}") as ws:
        msg = _states_until_mine(ws)
        for _ in range(400):
            d = msg["view"]["decision"]
            kinds = [a["type"] for a in d["actions"]]
            if d["kind"] == "pay_mana":
                assert kinds[0] == "PayAutomatically"
                ws.send_text(action_message(msg, 0))
                msg = _states_until_mine(ws, msg["version"])
                assert msg["view"]["decision"]["kind"] != "pay_mana"
                assert msg["view"]["stack"], "the paid spell is on the stack"
                return
            pick = next((i for i, k in enumerate(kinds) if k == "PlayLand"),
                        next((i for i, k in enumerate(kinds) if k == "CastSpell"), 0))
            ws.send_text(action_message(msg, pick))
            msg = _states_until_mine(ws, msg["version"])
    raise AssertionError("no spell was cast")


def test_a_card_without_an_official_japanese_name_is_sent_marked_as_english() -> None:
    """Every face of the products has its Japanese name (data/PROVENANCE.md); a user-defined
    card has none, and the web client is sent its English name marked 「（英語名）」, never passed
    off as Japanese."""
    from manastack.cards.custom import define_card
    from manastack.server.cards import card_details, japanese_name, names_ja
    define_card("Custom Seat Test Wall", "{1}", "Artifact Creature — Wall", "Defender",
                power=0, toughness=4)
    assert japanese_name("Custom Seat Test Wall") == "Custom Seat Test Wall（英語名）"
    assert japanese_name("Seasoned Cathar") == "歴戦の聖戦士"
    assert japanese_name("Brutal Cathar") == "粗暴な聖戦士"
    assert japanese_name("Moonrage Brute") == "月憤怒の粗暴者"
    assert names_ja({"a": ["Seasoned Cathar", "Custom Seat Test Wall", "not a card"]}) == {
        "Seasoned Cathar": "歴戦の聖戦士", "Custom Seat Test Wall": "Custom Seat Test Wall（英語名）"}
    details = card_details("Ambitious Farmhand")
    assert details is not None
    assert [(f["name_ja"], f["text_ja_current"]) for f in details["faces"]] == [
        ("野心的な農場労働者", True), ("歴戦の聖戦士", True)]
    printed = card_details("Consider")
    assert printed is not None and printed["faces"][0]["text_ja_current"] is False


def test_the_log_is_sent_once_each_message_carrying_only_the_new_entries(
        client: TestClient) -> None:
    """A socket's first message and its answer to a refresh carry the whole log; every other
    message only the entries added since the socket's previous one (``log_start``), so that
    together they are the seat's whole log; a second socket of the same seat keeps its own
    count."""
    out = client.post("/api/games", json=request("human", "ai")).json()
    gid, token = out["game"], out["seats"][0]["token"]
    url = f"/ws/games/{gid}?token={token}"
    with client.websocket_connect(url) as ws:
        first = ws.receive_json()
        assert first["log_start"] == 0
        log = list(first["view"]["log"])
        msg, acted = first, 0
        while acted < 6 or not my_decision(msg):  # (the computer is idle when we decide)
            if my_decision(msg):
                ws.send_text(action_message(msg))
                acted += 1
            msg = ws.receive_json()
            assert msg["log_start"] == len(log)
            log += msg["view"]["log"]
        assert len(log) > len(first["view"]["log"])
        with client.websocket_connect(url) as second:
            whole = second.receive_json()
            assert whole["log_start"] == 0 and whole["version"] == msg["version"]
            assert whole["view"]["log"] == log
            ws.send_text(json.dumps({"type": "refresh"}))
            again = ws.receive_json()
            assert again["log_start"] == 0 and again["view"]["log"] == log
            ws.send_text(action_message(again))
            a, b = ws.receive_json(), second.receive_json()
            assert a["version"] == b["version"] > again["version"]
            assert a["log_start"] == b["log_start"] == len(log) and a["view"] == b["view"]


def _refusal_to(client: TestClient, gid: str, tokens: list[str]) -> dict[str, Any]:
    """The error the deciding seat gets for a choice no decision offers (version 0)."""
    with client.websocket_connect(f"/ws/games/{gid}?token={tokens[0]}") as ws0, \
            client.websocket_connect(f"/ws/games/{gid}?token={tokens[1]}") as ws1:
        first = ws0.receive_json()
        ws1.receive_json()
        me = (ws0, ws1)[first["view"]["decision"]["player"]]
        me.send_text(json.dumps({"type": "action", "version": 0,
                                 "action": {"type": "Choose", "value": 9999}}))
        err: dict[str, Any] = me.receive_json()
        return err


def test_a_refused_action_says_why_in_the_language_the_game_was_asked_in(
        client: TestClient, db: str) -> None:
    """A game asked for in Japanese refuses a seat's illegal action with its reason in
    Japanese (the English stays the message for developers); the seats keep their language
    when the game is loaded again from the store; a game asked for in English says it in
    English."""
    from manastack.server.app import create_app
    from manastack.ui.messages import UI_MESSAGES
    out = client.post("/api/games", json={**request("human", "human"), "lang": "ja"}).json()
    gid, tokens = out["game"], [s["token"] for s in out["seats"]]
    err = _refusal_to(client, gid, tokens)
    assert err["code"] == "illegal" and "illegal action" in err["message"]
    assert "9999は選択肢のいずれかではありません" in err["reason"]
    assert re.findall(r"[A-Za-z]{2,}", err["reason"].replace("Player", "")) == []
    with TestClient(create_app(db=db, workers=2, client=False, words=UI_MESSAGES)) as again:
        assert "9999は選択肢のいずれかではありません" in _refusal_to(again, gid, tokens)["reason"]
    out = client.post("/api/games", json=request("human", "human")).json()
    err = _refusal_to(client, out["game"], [s["token"] for s in out["seats"]])
    assert "9999 is not one of the choices" in err["reason"] and \
        err["reason"] in err["message"]

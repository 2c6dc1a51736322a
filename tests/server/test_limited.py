"""Limited play on the server (``manastack.server.limited``): a booster, a sealed pool built
into a deck and played, a draft picked to its end, every bad request refused naming the
problem and changing nothing, and a player's session showing only that player's cards."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from fastapi.testclient import TestClient

from manastack.formats.decklist import parse_decklist
from manastack.limited.boosters import open_booster
from manastack.limited.deck_building import build_deck
from manastack.limited.draft import DraftTable
from manastack.limited.draft_ai import computer_picks
from manastack.limited.sealed import open_sealed_pools
from tests.server.helpers import my_decision, until_mine


def _ok(r: Any, status: int = 200) -> dict[str, Any]:
    assert r.status_code == status, r.json()
    out: dict[str, Any] = r.json()
    return out


def _refused(r: Any, words: str, status: int = 400) -> None:
    assert r.status_code == status, r.json()
    body = r.json()
    assert words in body["error"] + " | " + " | ".join(body["problems"]), body


def test_a_booster_is_the_sets_booster_of_the_seed_with_both_names(client: TestClient) -> None:
    assert client.get("/api/limited").json() == {"sets": ["ONS", "MID"]}
    out = _ok(client.post("/api/boosters", json={"set": "mid", "seed": 11}))
    assert out["set"] == "MID" and out["seed"] == 11
    assert [c["key"] for c in out["cards"]] == open_booster("MID", 11)
    first = out["cards"][0]
    assert first["name_ja"] and first["rarity"] in ("common", "uncommon", "rare", "mythic",
                                                    "basic")
    consider = _ok(client.post("/api/boosters", json={"set": "ONS", "seed": 11}))["cards"]
    assert all(c["key"].startswith("ONS:") for c in consider)


def test_bad_booster_requests_are_refused_naming_the_problem(client: TestClient) -> None:
    _refused(client.post("/api/boosters", json={"set": "MIC"}), "boosters exist for ONS, MID")
    _refused(client.post("/api/boosters", json={"set": "MID", "seed": "x"}), "seed")
    assert client.post("/api/boosters", json={"set": "MID", "seed": -1}).json()["code"] == "seed"
    assert "code" not in client.post("/api/boosters", json={"set": "MIC"}).json()
    _refused(client.post("/api/boosters", json={"set": "MID", "size": 3}),
             "unknown field(s): size")
    _refused(client.post("/api/boosters", content=b"{"), "not JSON")
    _refused(client.post("/api/boosters", content=b"[1]"), "JSON object")


def test_a_sealed_pool_is_six_boosters_built_into_a_deck_and_played(
        client: TestClient) -> None:
    s = _ok(client.post("/api/sealed", json={"set": "ONS", "seed": 4}), 201)
    mine, theirs = open_sealed_pools("ONS", 2, 4)
    assert [c["key"] for c in s["pool"]] == list(mine.cards)
    assert s["stage"] == "build" and "draft" not in s
    assert s["deck"]["size"] == 0 and "at least 40" in s["deck"]["problems"][0]
    assert s["deck"]["minimum"] == 40
    # the computer's pool is never shown: no card only it has is named
    only_theirs = set(theirs.cards) - set(mine.cards)
    assert only_theirs
    assert not [k for k in only_theirs if f'"{k}"' in json.dumps(s)]
    sid = s["id"]
    # the automatic deck is the limited engine's
    built = _ok(client.post(f"/api/limited/{sid}/auto"))
    want = build_deck(mine)
    assert built["deck"]["size"] == 40 and built["deck"]["problems"] == []
    assert sum(built["deck"]["lands"].values()) == sum(
        e.count for e in want.main if "Basic" in e.card.front.supertypes)
    # too small a deck can't be played; then the automatic one is
    cards = built["deck"]["cards"]
    fewer = dict(list(cards.items())[1:])
    small = _ok(client.put(f"/api/limited/{sid}/deck", json={"cards": fewer,
                                                             "lands": built["deck"]["lands"]}))
    assert small["deck"]["size"] < 40
    _refused(client.post(f"/api/limited/{sid}/game", json={}), "at least 40")
    _ok(client.put(f"/api/limited/{sid}/deck", json={"cards": cards,
                                                     "lands": built["deck"]["lands"]}))
    # the deck as a deck list: the deck, and the rest of the pool as its sideboard
    text = client.get(f"/api/limited/{sid}/deck.txt")
    assert text.status_code == 200 and "attachment" in text.headers["content-disposition"]
    listed = parse_decklist(text.text)
    assert sum(e.count for e in listed.main) == 40
    assert Counter(k for e in listed.sideboard for k in [e.card.key] * e.count) == \
        Counter(mine.cards) - Counter(cards)
    game = _ok(client.post(f"/api/limited/{sid}/game", json={"lang": "ja"}), 201)["game"]
    info = client.get(f"/api/games/{game['id']}").json()
    assert info["format"] == "limited" and [s["kind"] for s in info["seats"]] == ["human", "ai"]
    assert [s["name"] for s in info["seats"]] == ["あなた", "コンピューター"]
    with client.websocket_connect(f"/ws/games/{game['id']}?token={game['token']}") as ws:
        msg = ws.receive_json()
        assert msg["type"] == "state" and msg["seat"] == 0
        # an action the game refuses is explained in the player's language
        msg = msg if my_decision(msg) else until_mine(ws.receive_json, msg["version"])
        ws.send_text(json.dumps({"type": "action", "version": msg["version"],
                                 "action": {"type": "Choose", "value": 9999}}))
        err = ws.receive_json()
        assert err["code"] == "illegal" and "9999は" in err["reason"], err
    # asked again, the same game; the deck can't change any more
    assert _ok(client.post(f"/api/limited/{sid}/game", json={}), 201)["game"] == game
    _refused(client.post(f"/api/limited/{sid}/auto"), "the game has started")


def test_a_deck_with_cards_not_in_the_pool_is_refused_and_nothing_changes(
        client: TestClient) -> None:
    s = _ok(client.post("/api/sealed", json={"set": "MID", "seed": 9}), 201)
    sid = s["id"]
    have = Counter(c["key"] for c in s["pool"])
    key = next(iter(have))
    _ok(client.put(f"/api/limited/{sid}/deck", json={"cards": {key: 1}, "lands": {"G": 3}}))
    outside = next(f"MID:{n}" for n in range(1, 270) if f"MID:{n}" not in have)
    for body, words in [
        ({"cards": {"MID:99999": 1}}, "unknown card 'MID:99999'"),
        ({"cards": {"Llanowar Elves": 1}}, "unknown card"),
        ({"cards": {outside: 1}}, "is not in your pool"),
        ({"cards": {key: have[key] + 1}}, f"but your pool has {have[key]}"),
        ({"cards": {key: -1}}, "a number of copies"),
        ({"cards": [key]}, "cards: an object"),
        ({"lands": {"X": 3}}, "'X' is not a color"),
        ({"lands": {"G": 500}}, "a number from 0 to 60"),
        ({"cards": {}, "sideboard": {}}, "unknown field(s): sideboard"),
    ]:
        _refused(client.put(f"/api/limited/{sid}/deck", json=body), words)
    _refused(client.put(f"/api/limited/{sid}/deck", content=b"nope"), "not JSON")
    assert client.put(f"/api/limited/{sid}/deck", json={"lands": {"G": 61}}).json()[
        "code"] == "lands"
    assert "code" not in client.put(f"/api/limited/{sid}/deck", json={
        "lands": {"G": 61}, "cards": {"MID:99999": 1}}).json()
    after = _ok(client.get(f"/api/limited/{sid}"))["deck"]
    assert after["cards"] == {key: 1} and after["lands"]["G"] == 3
    _refused(client.post(f"/api/limited/{sid}/pick", json={"card": key}), "nothing to pick")
    _refused(client.post(f"/api/limited/{sid}/game", json={"policy": "genius"}),
             "unknown policy 'genius'")
    _refused(client.post(f"/api/limited/{sid}/game", json={"lang": "fr"}),
             "unknown language 'fr'")
    _refused(client.post(f"/api/limited/{sid}/game", json={"seats": 3}),
             "unknown field(s): seats")
    assert _ok(client.get(f"/api/limited/{sid}"))["game"] is None
    _refused(client.get("/api/limited/nosuchsession"), "no sealed pool or draft", 404)
    _refused(client.post("/api/sealed", json={"set": "XYZ"}), "no boosters of set 'XYZ'")


def _draft_until_over(client: TestClient, d: dict[str, Any]) -> dict[str, Any]:
    while d["stage"] == "draft":
        pack = d["draft"]["pack"]
        d = _ok(client.post(f"/api/limited/{d['id']}/pick", json={
            "card": pack[-1]["key"], "round": d["draft"]["round"], "pick": d["draft"]["pick"]}))
    return d


def test_a_draft_shows_the_players_own_pack_and_picks_as_the_table_passes_them(
        client: TestClient) -> None:
    d = _ok(client.post("/api/drafts", json={"set": "MID", "seed": 21}), 201)
    assert d["stage"] == "draft" and d["pool"] == []
    assert d["draft"] == {**d["draft"], "round": 1, "pick": 1, "rounds": 3, "seats": 8,
                          "direction": "left"}
    # the same table, drafted alongside by the engine: each pack shown is seat 0's
    table = DraftTable.new("MID", 21, 8)
    computer_picks(table, humans=(0,))
    directions = set()
    while not table.is_over:
        assert [c["key"] for c in d["draft"]["pack"]] == list(table.pack(0))
        directions.add((d["draft"]["round"], d["draft"]["direction"]))
        # nothing of another seat's picks: only this seat's pack and its own picks
        assert [c["key"] for c in d["pool"]] == list(table.picks(0))
        key = table.pack(0)[0]
        table.pick(0, key)
        while not table.is_over and not any(p.seat == 0 for p in table.picks_pending()):
            computer_picks(table, humans=(0,))
        d = _ok(client.post(f"/api/limited/{d['id']}/pick", json={
            "card": key, "round": d["draft"]["round"], "pick": d["draft"]["pick"]}))
    assert directions == {(1, "left"), (2, "right"), (3, "left")}
    assert d["stage"] == "build" and "draft" not in d
    assert [c["key"] for c in d["pool"]] == list(table.picks(0))
    assert table.picks(1) and not Counter(table.picks(1)) <= Counter(table.picks(0))
    assert "opponent" not in d


def test_bad_picks_are_refused_and_take_nothing(client: TestClient) -> None:
    d = _ok(client.post("/api/drafts", json={"set": "ONS", "seed": 2}), 201)
    sid = d["id"]
    pack = [c["key"] for c in d["draft"]["pack"]]
    outside = next(f"ONS:{n}" for n in range(1, 300) if f"ONS:{n}" not in pack)
    for body, words in [
        ({"card": outside}, "is not in your pack"),
        ({"card": "ONS:0000"}, "unknown card"),
        ({"card": 3}, "card: the key"),
        ({}, "card: the key"),
        ({"card": pack[0], "pick": 2}, "stale pick"),
        ({"card": pack[0], "colour": "W"}, "unknown field(s): colour"),
    ]:
        _refused(client.post(f"/api/limited/{sid}/pick", json=body), words)
    assert _ok(client.get(f"/api/limited/{sid}"))["draft"]["pick"] == 1
    _refused(client.post(f"/api/limited/{sid}/auto"), "the draft is not over")
    _refused(client.get(f"/api/limited/{sid}/deck.txt"), "the draft is not over")
    _refused(client.put(f"/api/limited/{sid}/deck", json={"cards": {}}), "the draft is not over")
    _refused(client.post(f"/api/limited/{sid}/game", json={}), "the draft is not over")
    assert {client.post(f"/api/limited/{sid}/game", json={}).json()["code"],
            client.get(f"/api/limited/{sid}/deck.txt").json()["code"],
            client.post(f"/api/limited/{sid}/auto").json()["code"]} == {"drafting"}
    # a click sent twice takes one card
    first = {"card": pack[0], "round": 1, "pick": 1}
    _ok(client.post(f"/api/limited/{sid}/pick", json=first))
    _refused(client.post(f"/api/limited/{sid}/pick", json=first), "stale pick")
    assert client.post(f"/api/limited/{sid}/pick", json=first).json()["code"] == "stale"
    assert len(_ok(client.get(f"/api/limited/{sid}"))["pool"]) == 1


def test_a_finished_draft_is_built_and_played_against_the_drafter_on_the_left(
        client: TestClient) -> None:
    d = _draft_until_over(client, _ok(client.post("/api/drafts", json={"set": "ONS",
                                                                        "seed": 8}), 201))
    assert len(d["pool"]) == 45
    d = _ok(client.post(f"/api/limited/{d['id']}/auto"))
    assert d["deck"]["size"] == 40 and not d["deck"]["problems"]
    game = _ok(client.post(f"/api/limited/{d['id']}/game", json={"policy": "first"}), 201)
    info = client.get(f"/api/games/{game['game']['id']}").json()
    assert info["seats"][1]["policy"] == "first"
    # another player's session is its own
    other = _ok(client.post("/api/drafts", json={"set": "ONS", "seed": 8}), 201)
    assert other["id"] != d["id"] and other["pool"] == [] and other["game"] is None

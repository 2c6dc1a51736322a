"""The lobby: creating games (decks checked, every problem named), seats, downloads."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.server.helpers import request


def test_the_bundled_decks_and_formats_are_listed(client: TestClient) -> None:
    out = client.get("/api/decks").json()
    assert "sample_mid" in out["decks"] and "coven_counters" in out["commander"]
    assert out["formats"] == ["normal", "constructed", "limited", "commander",
                              "two_headed_giant"]
    assert out["policies"] == ["random", "first", "heuristic", "search"]


def test_a_computer_seat_may_be_the_search_player(client: TestClient) -> None:
    r = client.post("/api/games", json=request("human", "ai", policy="search"))
    assert r.status_code == 201
    assert r.json()["seats"][1]["policy"] == "search"


def test_a_game_gives_each_human_seat_a_token_and_none_to_computer_seats(
        client: TestClient) -> None:
    r = client.post("/api/games", json=request("human", "ai"))
    assert r.status_code == 201
    seats = r.json()["seats"]
    assert seats[0]["kind"] == "human" and len(seats[0]["token"]) > 20
    assert seats[1]["kind"] == "ai" and seats[1]["token"] is None
    assert seats[1]["policy"] == "heuristic"
    info = client.get(f"/api/games/{r.json()['game']}").json()
    assert "token" not in str(info) and info["over"] is False


def test_a_pasted_deck_list_with_problems_is_refused_with_each_problem_named(
        client: TestClient) -> None:
    text = "Deck\n4 Llanowar Wizard\n20 Forest\nfour Island\n2 Consider\n"
    req = {"format": "limited", "seats": [
        {"kind": "human", "deck": {"list": text}},
        {"kind": "ai", "policy": "brilliant", "deck": {"bundled": "no_such_deck"}}]}
    r = client.post("/api/games", json=req)
    assert r.status_code == 400
    problems = r.json()["problems"]
    joined = "\n".join(problems)
    assert "line 2" in joined and "Llanowar Wizard" in joined      # unknown card
    assert "line 4" in joined and "'four'" in joined               # not a count
    assert "22 cards" in joined and "at least 40" in joined        # CR 100.2b
    assert "unknown policy 'brilliant'" in joined
    assert "no bundled deck 'no_such_deck'" in joined
    assert client.get("/api/decks").status_code == 200


def test_a_pasted_legal_deck_list_is_played(client: TestClient) -> None:
    text = "Name Forests and Considers\n17 Forest\n4 Consider\n19 Island\n"
    r = client.post("/api/games", json={"format": "limited", "seats": [
        {"kind": "human", "deck": {"list": text}}, {"kind": "ai", "deck": {"list": text}}]})
    assert r.status_code == 201, r.json()


def test_malformed_requests_are_refused_naming_the_problem(client: TestClient) -> None:
    for body, words in [
        (b"{", "not JSON"),
        (b"[]", "JSON object"),
        (b'{"seats": []}', "2 to 8 seats"),
        (b'{"format": "vintage", "seats": []}', "unknown format 'vintage'"),
        (b'{"seats": [{"kind": "robot"}, {}], "x": 1}', "unknown field(s): x"),
        (b'{"seats": [{}, {}], "seed": "7"}', "seed: an integer from 0 to 2**62 - 1, not '7'"),
        (b'{"seats": [{}, {}], "seed": -1}', "seed: an integer from 0 to 2**62 - 1, not -1"),
        (b'{"seats": [{}, {}], "seed": 4611686018427387904}', "not 4611686018427387904"),
        (b'{"seats": [{}, {}], "seed": true}', "not True"),
    ]:
        r = client.post("/api/games", content=body)
        assert r.status_code == 400
        assert words in r.json()["error"] + " ".join(r.json()["problems"])
    r = client.post("/api/games", content=b"x" * 300_000)
    assert r.status_code == 413


def test_a_game_is_downloadable_only_once_it_is_over(client: TestClient) -> None:
    from manastack.game import Game
    gid = client.post("/api/games", json=request("human", "ai")).json()["game"]
    r = client.get(f"/api/games/{gid}/download")
    assert r.status_code == 409 and "hidden card" in r.json()["error"]
    assert client.get("/api/games/nosuchgame/download").status_code == 404
    # two computer seats play to the end on their own
    gid = client.post("/api/games", json=request("ai", "ai")).json()["game"]
    import time
    for _ in range(600):
        if client.get(f"/api/games/{gid}").json()["over"]:
            break
        time.sleep(0.05)
    r = client.get(f"/api/games/{gid}/download")
    assert r.status_code == 200
    game = Game.from_json(r.content)
    assert game.is_over and list(game.winners) == client.get(f"/api/games/{gid}").json()[
        "winners"]


def test_card_details_give_both_languages_and_the_rulings(client: TestClient) -> None:
    c = client.get("/api/cards/Consider").json()
    assert c["name_ja"] == "考慮" and c["faces"][0]["text"].startswith("Look at the top card")
    assert c["faces"][0]["text_ja"].startswith("あなたのライブラリー")
    ruled = client.get("/api/cards/Akroma's Blessing").json()
    assert any(r["id"] == "ONS-OR-0001" for r in ruled["rulings"])
    assert client.get("/api/cards/考慮").json()["name"] == "Consider"
    r = client.get("/api/cards/No Such Card")
    assert r.status_code == 404 and "No Such Card" in r.json()["error"]


def test_seats_with_the_same_name_or_a_blank_one_are_refused_in_the_page_language(
        client: TestClient) -> None:
    """Each seat's player needs a name of their own (``Game.new`` refuses the same name
    twice, ``game_setup.names_problem``): the lobby names the seats in English or Japanese
    and opens no game. An unnamed seat is numbered, and that number may clash too."""
    req = request("human", "human", "ai")
    req["seats"][0]["name"] = "Ann"
    req["seats"][1]["name"] = " ann"
    req["seats"][2]["name"] = "  "
    req["seats"].append(dict(req["seats"][2], name="Cy\r\nDi"))
    hub = client.app.state.hub  # type: ignore[attr-defined]
    r = client.post("/api/games", json=req)
    assert r.status_code == 400
    assert r.json()["problems"] == [
        "seats 1 and 2 have the same name 'ann': each seat needs a name of its own",
        "seat 3: a name has at least one character other than spaces",
        "seat 4: a name is one line of text, without control characters"]
    ja = client.post("/api/games", json=req | {"lang": "ja"}).json()["problems"]
    assert ja == ["席1と席2が同じ名前「ann」です。席ごとに別の名前にしてください",
                  "席3：名前には空白以外の文字が必要です",
                  "席4：名前は制御文字を含まない1行のテキストです"]
    clash = request("human", "human")
    clash["seats"][0]["name"] = "Player 2"
    r = client.post("/api/games", json=clash)
    assert r.json()["problems"] == [
        "seats 1 and 2 have the same name 'Player 2': each seat needs a name of its own"]
    assert hub.rooms == {}
    ok = request("human", "human")
    ok["seats"][0]["name"] = "Ann"
    r = client.post("/api/games", json=ok)
    assert r.status_code == 201
    game = r.json()["game"]
    assert client.get(f"/api/games/{game}").status_code == 200

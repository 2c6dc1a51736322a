"""Two-Headed Giant through the server (CR 810): four seats, two teams of two (players 0 and
1, players 2 and 3, CR 810.1, 810.3); a game between four computer seats played to its end,
watched by a spectator, won by a whole team (CR 810.8a) with the team's shared life total
(CR 810.4, 810.9), and replayed from its download; six or eight seats play Three- or
Four-Headed Giant, two teams of three or four (CR 810.11)."""

from __future__ import annotations

import json
import time

import pytest
from fastapi.testclient import TestClient

from manastack.game import Game

DECKS = ["sample_mid", "sample_ons", "sample_mid", "sample_ons"]


def test_a_two_headed_giant_game_needs_four_seats(client: TestClient) -> None:
    r = client.post("/api/games", json={"format": "two_headed_giant", "seats": [
        {"kind": "ai", "deck": {"bundled": d}} for d in DECKS[:2]]})
    assert r.status_code == 400
    assert "four seats, two teams" in r.json()["error"] and "810.1" in r.json()["error"]


@pytest.mark.parametrize("n", [3, 5, 7])
def test_a_two_headed_giant_game_has_four_six_or_eight_seats_cr_810_11(
        client: TestClient, n: int) -> None:
    """CR 810.1, 810.11: two teams of two, three or four; any other table is refused."""
    r = client.post("/api/games", json={"format": "two_headed_giant", "seats": [
        {"kind": "ai", "deck": {"bundled": DECKS[i % 2]}} for i in range(n)]})
    assert r.status_code == 400
    assert r.json()["error"] == (
        "seats: a Two-Headed Giant game has four seats, two teams of two: seats 1 and 2, seats "
        f"3 and 4 (CR 810.1), or six or eight, two teams of three or four (CR 810.11); not {n}")


@pytest.mark.parametrize(("n", "teams", "life"), [
    (6, [[0, 1, 2], [3, 4, 5]], 45),
    (8, [[0, 1, 2, 3], [4, 5, 6, 7]], 60)])
def test_six_or_eight_seats_play_three_or_four_headed_giant_cr_810_11(
        client: TestClient, n: int, teams: list[list[int]], life: int) -> None:
    """CR 810.11: six or eight seats are two teams of three or four, teammates in adjacent
    seats (CR 805.1), each team's life total 15 higher for each player beyond the second
    (CR 810.4, 810.11); each seat sees its teammates' hands (CR 810.5)."""
    r = client.post("/api/games", json={"format": "two_headed_giant", "seed": 5, "seats": [
        {"kind": "human", "deck": {"bundled": DECKS[i % 2]}} for i in range(n)]})
    assert r.status_code == 201, r.json()
    gid, tokens = r.json()["game"], [s["token"] for s in r.json()["seats"]]
    assert client.get(f"/api/games/{gid}").json()["teams"] == teams
    last = n - 1
    with client.websocket_connect(f"/ws/games/{gid}?token={tokens[last]}") as ws:
        view = ws.receive_json()["view"]
    players = view["players"]
    assert [p["team"] for p in players] == [teams[p // (n // 2)] for p in range(n)]
    assert [p["life"] for p in players] == [life] * n
    assert ["hand" in p for p in players] == [p in teams[1] for p in range(n)]


def test_four_computer_seats_play_a_two_headed_giant_game_to_its_end(
        client: TestClient) -> None:
    r = client.post("/api/games", json={"format": "two_headed_giant", "seed": 3, "seats": [
        {"kind": "ai", "policy": "heuristic", "deck": {"bundled": d}} for d in DECKS]})
    assert r.status_code == 201, r.json()
    gid = r.json()["game"]
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        first = ws.receive_json()
        view = first["view"]
        assert first["format"] == "two_headed_giant" and len(view["players"]) == 4
        assert [p["team"] for p in view["players"]] == [[0, 1], [0, 1], [2, 3], [2, 3]]
        end = time.monotonic() + 300
        while not view["game_over"]:
            assert time.monotonic() < end, "the game did not end in time"
            msg = ws.receive_json()
            assert msg["type"] == "state", msg
            view = msg["view"]
            # teammates carry the team's life total (CR 810.9)
            life = [p["life"] for p in view["players"]]
            assert life[0] == life[1] and life[2] == life[3]
            assert not any("hand" in p for p in view["players"])  # a spectator
    info = client.get(f"/api/games/{gid}").json()
    assert info["over"] and info["teams"] == [[0, 1], [2, 3]]
    assert sorted(info["winners"]) in ([0, 1], [2, 3])           # CR 810.8a: a team wins
    doc = client.get(f"/api/games/{gid}/download").text
    game = Game.from_json(doc)
    assert game.is_over and sorted(game.winners) == sorted(info["winners"])
    assert json.loads(doc)["setup"]["format"] == "two_headed_giant"
    start = Game.from_json(json.dumps({**json.loads(doc), "actions": []}))
    assert [p.life for p in start.state.players] == [30] * 4      # CR 810.4

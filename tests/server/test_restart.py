"""Games are kept as they are played: a killed server, started again on the same database
(SQLite or a real PostgreSQL server), resumes every game at the same decision, and the game
can be finished."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.sync.client import ClientConnection, connect

from tests.server.helpers import action_message, joining, request, until_mine
from tests.server.servers import Served, postgresql


def _reader(ws: ClientConnection) -> Callable[[], dict[str, Any]]:
    """The socket's state messages, each with its whole log."""
    return joining(lambda: json.loads(ws.recv(timeout=60)))


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "games.db")
    else:
        with postgresql() as url:
            yield url


def test_a_killed_server_resumes_the_game_at_the_same_decision(database: str) -> None:
    server = Served(database)
    try:
        out = server.post("/api/games", request("human", "ai", seed=11))
        gid, token = out["game"], out["seats"][0]["token"]
        with connect(server.ws(f"/ws/games/{gid}?token={token}")) as ws:
            read = _reader(ws)
            msg = until_mine(read)
            for _ in range(40):
                ws.send(action_message(msg))
                msg = until_mine(read, msg["version"])
        before = msg
    finally:
        server.kill()
    assert not before["view"]["game_over"]
    server = Served(database)
    try:
        assert server.get(f"/api/games/{gid}")["version"] == before["version"]
        with connect(server.ws(f"/ws/games/{gid}?token={token}")) as ws:
            read = _reader(ws)
            msg = until_mine(read)
            assert msg["version"] == before["version"] and msg["view"] == before["view"]
            while not msg["view"]["game_over"]:
                ws.send(action_message(msg))
                msg = until_mine(read, msg["version"])
        summary = server.get(f"/api/games/{gid}")
        assert summary["over"] and summary["winners"] == msg["view"]["winners"]
    finally:
        server.kill()

"""Sealed pools and drafts are kept as they are built: a killed server, started again on the
same database (SQLite or a real PostgreSQL server), shows the same pack, picks and deck, and the
draft goes on; the game a session started keeps its seat's link."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from manastack.server.store import Store, token_hash
from tests.server.servers import Served, postgresql


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(tmp_path / "games.db")
    else:
        with postgresql() as url:
            yield url


def _send(server: Served, method: str, path: str, body: Any) -> Any:
    req = urllib.request.Request(server.base + path, method=method,
                                 data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def _pick(server: Served, d: dict[str, Any], index: int = 0) -> dict[str, Any]:
    return _send(server, "POST", f"/api/limited/{d['id']}/pick", {
        "card": d["draft"]["pack"][index % len(d["draft"]["pack"])]["key"], "round": d["draft"]["round"],
        "pick": d["draft"]["pick"]})


def test_a_killed_server_resumes_each_draft_and_sealed_deck(database: str) -> None:
    server = Served(database)
    try:
        d = server.post("/api/drafts", {"set": "MID", "seed": 17})
        for i in range(17):  # into the second pack
            d = _pick(server, d, i)
        s = server.post("/api/sealed", {"set": "ONS", "seed": 6})
        s = _send(server, "POST", f"/api/limited/{s['id']}/auto", {})
        started = _send(server, "POST", f"/api/limited/{s['id']}/game", {})
    finally:
        server.kill()
    # the database holds neither the session's id nor the game's token
    if "://" not in database:
        store = Store(database)
        try:
            assert store.load_limited(token_hash(d["id"]))["picks"]
            assert store.load_limited(d["id"]) is None
        finally:
            store.dispose()
        raw = Path(database).read_bytes()
        assert d["id"].encode() not in raw and started["game"]["token"].encode() not in raw
    server = Served(database)
    try:
        again = server.get(f"/api/limited/{d['id']}")
        assert again == d and again["draft"]["round"] == 2 and len(again["pool"]) == 17
        while again["stage"] == "draft":
            again = _pick(server, again)
        assert len(again["pool"]) == 45
        sealed = server.get(f"/api/limited/{s['id']}")
        assert sealed == started and sealed["deck"]["size"] == 40
        game = sealed["game"]
        info = server.get(f"/api/games/{game['id']}")
        assert info["seats"][0]["kind"] == "human"
        with pytest.raises(urllib.error.HTTPError) as refused:
            server.get("/api/limited/" + "x" * 24)
        assert refused.value.code == 404
    finally:
        server.kill()

"""The server's game creation refuses a deck with a ``Commander`` section in every format
but Commander (CR 903.3), one problem naming the section's cards, and offers the Commander
precons only for the Commander format."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.formats.test_commander_section import WITH_COMMANDER


@pytest.mark.parametrize("format", ["normal", "constructed", "limited", "two_headed_giant"])
def test_the_server_refuses_a_pasted_list_with_a_commander_section(
        client: TestClient, format: str) -> None:
    seats = 4 if format == "two_headed_giant" else 2
    r = client.post("/api/games", json={"format": format, "seats": [
        {"kind": "human", "deck": {"list": WITH_COMMANDER}},
        *[{"kind": "ai", "deck": {"bundled": "sample_mid"}}] * (seats - 1)]})
    assert r.status_code == 400
    (problem,) = r.json()["problems"]
    assert "Commander section (Leinore, Autumn Sovereign)" in problem
    assert "CR 903.3" in problem
    r = client.post("/api/games", json={"format": format, "seats": [
        {"kind": "human", "deck": {"bundled": "coven_counters"}},
        *[{"kind": "ai", "deck": {"bundled": "sample_mid"}}] * (seats - 1)]})
    assert r.status_code == 400 and "Commander section" in r.json()["problems"][0]


def test_the_server_lists_the_precons_only_for_the_commander_format(
        client: TestClient) -> None:
    out = client.get("/api/decks").json()
    assert "coven_counters" in out["commander"] and "coven_counters" not in out["decks"]

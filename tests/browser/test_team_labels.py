"""The web client numbers the teams of a Two-Headed Giant game by the game's team size:
two teams of two, three or four players in adjacent seats (CR 805.1, 810.1, 810.11). In the
lobby, six seats are Team 1 for seats 1-3 and Team 2 for seats 4-6; in a game of six or
eight, each player's area names the team of three or four it belongs to (players 3 to 5, or
4 to 7, are Team 2)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.server.servers import Served

DECKS = ["sample_mid", "sample_ons"]


def _teams(labels: list[str]) -> list[int]:
    return [int(re.findall(r"\d+", x)[-1]) for x in labels]


def test_the_lobby_labels_teams_of_two_three_or_four_cr_810_11(
        server: Served, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.base + "/")
    page.locator("#format").select_option("two_headed_giant")
    labels = page.locator(".seat .seat-label")
    assert _teams(labels.all_inner_texts()) == [1, 1, 2, 2]                   # CR 810.1
    add = page.locator(".lobby-buttons button").first
    add.click()
    add.click()
    assert _teams(labels.all_inner_texts()) == [1, 1, 1, 2, 2, 2]             # CR 810.11
    add.click()
    add.click()
    assert _teams(labels.all_inner_texts()) == [1, 1, 1, 1, 2, 2, 2, 2]       # CR 810.11
    assert labels.all_inner_texts()[4] == "Seat 5 · Team 2"  # one seat each, "Seat", not "Seats"


@pytest.mark.parametrize(("n", "life"), [(6, 45), (8, 60)])
def test_three_and_four_headed_giant_games_show_teams_of_three_or_four_cr_810_11(
        server: Served, browser: Any, n: int, life: int) -> None:
    made = server.post("/api/games", {"format": "two_headed_giant", "seed": 2, "seats": [
        {"kind": "human", "deck": {"bundled": DECKS[i % 2]}} for i in range(n)]})
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][n - 2]['token']}")
    page.wait_for_selector(".player .team", timeout=30_000)
    teams = [page.locator(f'.player[data-player="{p}"] .team').inner_text() for p in range(n)]
    assert teams == ["Team 1"] * (n // 2) + ["Team 2"] * (n // 2)
    # each team's shared life total: 30, and 15 more for each player beyond the second
    # (CR 810.4, 810.11)
    assert page.locator(f'.player[data-player="{n - 1}"] .life').inner_text() == f"Life {life}"

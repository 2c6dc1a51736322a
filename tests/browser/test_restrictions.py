"""The restrictions on a permanent in the browser: its card says what they are, and its
details list each with its source and duration (CR 509.1b, 604.1, 611.2)."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

STRANGLERS = "Name stranglers\n18 Swamp\n22 Vengeful Strangler\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"
MINE = '.player[data-player="0"] .row-creatures .card'


def test_a_creature_that_cant_block_says_so_on_its_card_and_in_its_details(
        server: Served, browser: Any) -> None:
    """Vengeful Strangler can't block (its own static ability): its card shows it, and its
    details list "can't block, from Vengeful Strangler"."""
    made = server.post("/api/games", {"format": "normal", "seed": 5, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": STRANGLERS}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    end = time.monotonic() + 120
    while not page.locator(MINE + " .badge.rules").count():
        assert time.monotonic() < end, "no Vengeful Strangler came onto the battlefield"
        click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                     ".decision.mine .act-CastSpell", ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    badge = page.locator(MINE + " .badge.rules").first
    assert "can't block" in badge.inner_text()
    page.locator(MINE).first.click()
    page.wait_for_selector(".details ul.rules li", timeout=10_000)
    line = page.locator(".details ul.rules li").first.inner_text()
    assert "can't block" in line and "Vengeful Strangler" in line

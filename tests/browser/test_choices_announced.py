"""A color chosen as a spell resolves is announced in the log (CR 608.2d, 105.1): the browser's
log says which, in the terminal clients' words."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

BLESSINGS = "Name blessings\n17 Plains\n23 Akroma's Blessing\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"


def test_the_color_chosen_for_akromas_blessing_is_in_the_log(
        server: Served, browser: Any) -> None:
    """Akroma's Blessing cast and red chosen: the log says who chose red."""
    made = server.post("/api/games", {"format": "normal", "seed": 5, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": BLESSINGS}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    chosen = page.locator(".log-lines li", has_text="chooses Red")
    end = time.monotonic() + 120
    while not chosen.count():
        assert time.monotonic() < end, "red was never chosen for Akroma's Blessing"
        click_first(page, ".decision.mine .act:has-text('Red')", "#autopay",
                     ".decision.mine .act-PlayLand", ".decision.mine .act-CastSpell",
                     ".decision.mine .act-PassPriority", ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    assert chosen.first.inner_text() == "Me (you) chooses Red"

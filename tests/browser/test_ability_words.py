"""A triggered ability on the stack in the browser shows what it does (CR 113.2, 603.1): its
card on the stack has its source's words for it, in English and, with the language switched,
in the card's Japanese; its details say them too."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

HOARDERS = "Name hoarders\n18 Island\n22 Organ Hoarder\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"
TRIGGER = ".stack .card .ability-text"


def test_organ_hoarders_trigger_shows_its_words_in_english_and_japanese(
        server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 5, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": HOARDERS}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    end = time.monotonic() + 180
    while not page.locator(TRIGGER).count():
        assert time.monotonic() < end, "Organ Hoarder's trigger never showed on the stack"
        click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                     ".decision.mine .act-CastSpell", ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    words = page.locator(TRIGGER).first.inner_text()
    assert words.startswith("When Organ Hoarder enters the battlefield, look at the top three")
    page.locator("#lang").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.stack .card .ability-text')]"
        ".some((e) => e.textContent.startsWith('臓器の貯め込み屋が戦場に出たとき'))",
        timeout=10_000)
    page.locator(".stack .card").first.click()
    page.wait_for_selector(".details-body .oracle", timeout=10_000)
    assert "臓器の貯め込み屋が戦場に出たとき" in page.locator(".details-body").inner_text()

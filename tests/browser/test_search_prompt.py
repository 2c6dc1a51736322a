"""A search's question in the browser says what is searched for and in whose library (CR
701.23a): in English the engine's question, in Japanese the sentence of the card's own
Japanese text, as the terminal clients say it."""

from __future__ import annotations

import re
import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

FETCHES = ("Evolving Wilds", "Windswept Heath", "Wooded Foothills", "Flooded Strand",
           "Bloodstained Mire", "Polluted Delta")
WILDS = "Name fetches\n" + "".join(f"4 {c}\n" for c in FETCHES) + "16 Forest\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"
PROMPT = ".decision.mine .prompt"


def test_a_fetch_lands_search_says_what_it_searches_for_in_both_languages(
        server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 3, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": WILDS}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    searching = PROMPT + ":has-text('Search your library')"
    end = time.monotonic() + 240
    while not page.locator(searching).count():
        assert time.monotonic() < end, "no fetch land's search showed"
        click_first(page, "#autopay", ".decision.mine .act-ActivateAbility",
                    ".decision.mine .act-PlayLand:not(:has-text('Forest'))",
                    ".decision.mine .act:not(.act-Concede):not(.act-PlayLand)"
                    ":not(.act-ActivateAbility)")
        page.wait_for_timeout(50)
    assert re.match(r"Search your library for an? \w+ (or \w+ )?card",
                    page.locator(PROMPT).inner_text())
    page.click("#lang")
    page.wait_for_selector(PROMPT + ":has-text('探すカードを選んでください。')", timeout=10_000)
    # what is searched for, in whose library, in the card's words (its cost left out)
    assert re.match(r"探すカードを選んでください。「あなたのライブラリーから\w+カード１枚(か\w+カード"
                    r"１枚)?を探し、[^」]*戦場に出[^」]*」", page.locator(PROMPT).inner_text())

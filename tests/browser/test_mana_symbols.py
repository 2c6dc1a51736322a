"""The browser client shows mana one symbol per mana (CR 107.4, 106.1): Dimir Aqueduct's
"Add {U}{B}" is offered as "Tap Dimir Aqueduct for {U}{B}" (in Japanese 「…をタップして{U}{B}を
加える」), never {UB} nor the bare letters, and the pool it fills reads {U}{B}."""

from __future__ import annotations

import re
import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

AQUEDUCTS = "Name aqueducts\n20 Island\n20 Dimir Aqueduct\n"
LANDS = "Name lands\n40 Plains\n"  # an opponent that never attacks
MERGED = re.compile(r"\{[WUBRGC]{2,}\}")


def test_a_bounce_lands_mana_is_two_symbols_in_both_languages(server: Served,
                                                               browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 5, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": AQUEDUCTS}},
        {"kind": "ai", "name": "Lands", "deck": {"list": LANDS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    # play a land each turn (the Aqueduct returns a land, CR 603.2) until it is untapped
    # (the labels are read once per look, and the answers checked are those read: the page may
    # show the next decision between two reads)
    end = time.monotonic() + 180
    while True:
        labels = page.locator(".decision.mine .act-ActivateManaAbility").all_inner_texts()
        if any("Dimir Aqueduct" in x for x in labels):
            break
        assert time.monotonic() < end, "Dimir Aqueduct was never ready to tap"
        click_first(page, ".decision.mine .act-PlayLand",
                     ".decision.mine .act:not(.act-ActivateManaAbility):not(.act-Concede)")
        page.wait_for_timeout(50)
    assert any("Tap Dimir Aqueduct for {U}{B}" in x for x in labels), labels
    assert [x for x in labels if MERGED.search(x)] == [], labels
    page.click("#lang")
    page.wait_for_selector(".decision.mine .act-ActivateManaAbility:has-text('を加える')",
                           timeout=10_000)
    labels = page.locator(".decision.mine .act-ActivateManaAbility").all_inner_texts()
    assert any(x.endswith("をタップして{U}{B}を加える") for x in labels), labels
    assert [x for x in labels if MERGED.search(x)] == [], labels
    page.locator(".decision.mine .act-ActivateManaAbility:has-text('{U}{B}')").first.click()
    page.wait_for_selector('.player[data-player="0"] .pool', timeout=10_000)
    assert page.locator('.player[data-player="0"] .pool').first.inner_text() == "{U}{B}"

"""A creature type chosen as a permanent enters (Unclaimed Territory, CR 614.12c, 205.3m)
is named in the browser's Japanese by its official word, in the log line announcing it and in
the note on the permanent, as the terminal clients name it, not by its English word."""

from __future__ import annotations

import re
import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

TERRITORY = "Name territory\n20 Unclaimed Territory\n20 Glory Seeker\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"
CHOSE = ".log-lines li:has-text('を選んだ')"


def test_the_chosen_creature_type_is_in_japanese(server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 2, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": TERRITORY}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][0]['token']}")
    page.wait_for_selector(".decision", timeout=30_000)
    page.click("#lang")
    page.wait_for_selector(".log h3:has-text('ログ')", timeout=30_000)
    end = time.monotonic() + 120
    while not page.locator(CHOSE).count():
        assert time.monotonic() < end, "no creature type was chosen"
        click_first(page, ".decision.mine .act-PlayLand", ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    [line] = page.locator(CHOSE).first.all_inner_texts()
    # the viewer is 「あなた」 in a sentence, as in the terminal clients
    chosen = re.fullmatch(r"あなたが(.+)を選んだ", line.strip())
    assert chosen and not re.search(r"[A-Za-z]", chosen[1]), line
    notes = page.locator(".chosen").all_inner_texts()
    assert any(f"選択: {chosen[1]}" in n for n in notes), notes

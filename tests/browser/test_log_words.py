"""The browser's log names things as the terminal clients do. Objects of one name that are all
one player's are named alone: only a name another player's object has too is told apart with
whose it is (CR 110.2), so two Glory Seekers of the viewer's attacking a player with none read
"Glory Seeker deals 2 damage", not "Glory Seeker (yours)". In Japanese the viewer reads
「あなた」 alone in a sentence (「あなたがカードを1枚引いた」), not the seat's name with it
(「Me (あなた)が…」), which the player's panel keeps; English is unchanged."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

SEEKERS = "Name seekers\n18 Plains\n22 Glory Seeker\n"
LANDS = "Name lands\n40 Plains\n"
MINE = '.player[data-player="0"] .row-creatures .card'
DAMAGE = ".log-lines li:has-text('deals')"


def test_glory_seekers_all_the_viewers_are_named_alone_and_the_viewer_is_anata(
        server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 3, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": SEEKERS}},
        {"kind": "ai", "name": "Lands", "deck": {"list": LANDS}}]})
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][0]['token']}")
    page.wait_for_selector(".decision", timeout=30_000)
    end = time.monotonic() + 180
    # play lands and Glory Seekers and attack with them, until a Seeker deals damage while
    # the viewer has two on the battlefield (the opponent has none)
    while not (page.locator(DAMAGE).count() and page.locator(MINE).count() >= 2):
        assert time.monotonic() < end, "no Glory Seeker dealt damage with two out"
        if page.locator(".decision.over").count():
            break
        click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                    ".decision.mine .act-CastSpell", ".decision.mine .act-DeclareAttacker",
                    ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    lines = page.locator(DAMAGE).all_inner_texts()
    assert lines and all(x.startswith("Glory Seeker deals 2 damage → ") for x in lines), lines
    assert not any("(yours)" in x or "(Lands's)" in x for x in lines), lines
    english = page.locator(".log-lines li").all_inner_texts()
    assert any(x.startswith("You ") for x in english) and any("Me (you)" in x for x in english), english
    page.click("#lang")
    page.wait_for_selector(".log-lines li:has-text('ダメージ')", timeout=10_000)
    ja = page.locator(".log-lines li").all_inner_texts()
    damage = [x for x in ja if "ダメージ" in x]
    assert damage and all(x.startswith("栄光の探求者が2点のダメージを与えた") for x in damage), damage
    sentences = [x for x in ja if not x.startswith("—")]  # not a turn's heading
    assert not any("あなた)" in x for x in sentences), [x for x in sentences if "あなた)" in x]
    assert any(x.startswith("あなたが") for x in sentences), sentences
    assert "Me (あなた)" in page.locator('.player[data-player="0"] .pname').inner_text()

"""The browser's log says whose object a damage line names when two objects share its name
(CR 110.2), as the terminal clients do: two players' Glory Seekers fight, and each line of
damage a Glory Seeker deals, or is dealt, says whose it is, "Glory Seeker (yours)" or
"Glory Seeker (Bears's)", in English and 「あなたの栄光の探求者」 in Japanese; a permanent
entering is put onto "your battlefield" or "Bears's battlefield", not a bare "Battlefield"."""

from __future__ import annotations

import re
import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

SEEKERS = "Name seekers\n18 Plains\n22 Glory Seeker\n"
MINE = '.player[data-player="0"] .row-creatures .card'
THEIRS = '.player[data-player="1"] .row-creatures .card'
DAMAGE = ".log-lines li:has-text('deals')"


def test_a_damage_line_says_whose_glory_seeker_it_is_cr_110_2(
        server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 3, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": SEEKERS}},
        {"kind": "ai", "name": "Bears", "deck": {"list": SEEKERS}}]})
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][0]['token']}")
    page.wait_for_selector(".decision", timeout=30_000)
    end = time.monotonic() + 180
    # play lands and Glory Seekers, attack with them, until a Seeker deals damage while
    # each player has one on the battlefield
    while not (page.locator(DAMAGE).count() and page.locator(MINE).count()
               and page.locator(THEIRS).count()):
        assert time.monotonic() < end, "no Glory Seeker dealt damage with both players' out"
        if page.locator(".decision.over").count():
            break
        click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                    ".decision.mine .act-CastSpell", ".decision.mine .act-DeclareAttacker",
                    ".decision.mine .act:not(.act-Concede)")
        page.wait_for_timeout(50)
    lines = page.locator(DAMAGE).all_inner_texts()
    seekers = [x for x in lines if x.startswith("Glory Seeker")]
    assert seekers, lines
    for line in lines:
        for name in re.findall(r"Glory Seeker(?! \()", line):
            raise AssertionError(f"{name} named without whose it is: {line!r}")
    assert any("(yours)" in x or "(Bears's)" in x for x in seekers), seekers
    # a permanent entering says onto whose battlefield (CR 110.2), as the terminal says it
    entered = [x for x in page.locator(".log-lines li").all_inner_texts() if "attlefield" in x]
    assert entered and all(re.search(r"→ (your|Bears's) battlefield", x) for x in entered), entered
    assert any("your battlefield" in x for x in entered) and \
        any("Bears's battlefield" in x for x in entered), entered
    page.click("#lang")
    page.wait_for_selector(".log-lines li:has-text('ダメージ')", timeout=10_000)
    ja = [x for x in page.locator(".log-lines li").all_inner_texts() if "栄光の探求者" in x
          and "ダメージ" in x]
    assert ja and all(re.search(r"(あなたの|Bearsの)栄光の探求者", x) for x in ja), ja

"""Choosing on the board: when a decision asks for a target (CR 601.2c), the legal targets
are highlighted where they are, a permanent on the battlefield and a player's area, and
clicking one chooses it; the buttons stay as the other way to choose."""

from __future__ import annotations

import time
from typing import Any

from tests.browser.clicking import click_first
from tests.server.servers import Served

BURN = "Name burn\n20 Mountain\n16 Shock\n4 Glory Seeker\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"
THEIR_CREATURES = '.player[data-player="1"] .row-creatures .card'
SHOCK = ".decision.mine .act-CastSpell:has-text('Shock')"  # not a Glory Seeker in the hand


def _until(page: Any, selector: str, seconds: float = 120) -> None:
    """Answer the seat's decisions (play a land, pay, keep, pass) until ``selector`` shows."""
    end = time.monotonic() + seconds
    while not page.locator(selector).count():
        assert time.monotonic() < end, f"{selector} never showed"
        click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                     ".decision.mine .act:not(.act-CastSpell):not(.act-Concede)")
        page.wait_for_timeout(50)


def _cast_shock(page: Any, targets_shown: str) -> None:
    """Click "Cast Shock" once it is offered, until the choice of its target shows (a click
    on a button the page is just redrawing, as the next message arrives, is tried again)."""
    end = time.monotonic() + 120
    while True:
        _until(page, SHOCK)
        click_first(page, SHOCK)
        try:
            page.wait_for_selector(targets_shown, timeout=10_000)
            return
        except Exception:
            assert time.monotonic() < end, "Shock's targets never showed"


def _resolve(page: Any) -> None:
    """Pay and pass until the stack is empty."""
    end = time.monotonic() + 60
    while page.locator(".stack .card").count():
        assert time.monotonic() < end, "the spell never resolved"
        click_first(page, "#autopay", ".decision.mine .act-PassPriority")
        page.wait_for_timeout(50)


def test_a_target_is_chosen_by_clicking_it_on_the_board(server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 11, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": BURN}},
        {"kind": "ai", "name": "Bears", "deck": {"list": BEARS}}]})
    token = made["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{server.base}/#play/{made['game']}/{token}")
    page.wait_for_selector(".decision", timeout=30_000)
    # Shock a creature of the opponent's, once one is on the battlefield
    _until(page, THEIR_CREATURES)
    _cast_shock(page, ".player.choosable")
    # both players and the creatures are legal targets, highlighted where they are
    assert page.locator(".player.choosable").count() == 2
    theirs = page.locator(THEIR_CREATURES + ".choosable")
    assert theirs.count() == page.locator(THEIR_CREATURES).count() >= 1
    assert page.locator('.player[data-player="1"] .row-lands .card.choosable').count() == 0
    # the buttons are still there
    buttons = page.locator(".decision.mine .act").all_inner_texts()
    assert any("Bears" in b for b in buttons) and any("Glory Seeker" in b for b in buttons)
    target = theirs.first.get_attribute("data-id")
    theirs.first.click()
    # the spell is on the stack targeting that creature; it resolves and the creature dies
    page.wait_for_selector(".stack .card .targets", timeout=10_000)
    assert "Glory Seeker" in page.locator(".stack .card .targets").first.inner_text()
    _resolve(page)
    assert page.locator(f'.card[data-id="{target}"]').count() == 0
    # Shock the opponent: their area is clicked
    _cast_shock(page, '.player.choosable[data-player="1"]')
    life = int(page.locator('.player[data-player="1"] .life').inner_text().split()[-1])
    page.locator('.player[data-player="1"] .player-head').click()
    page.wait_for_selector(".stack .card .targets", timeout=10_000)
    assert "Bears" in page.locator(".stack .card .targets").first.inner_text()
    # the payment says what is still to pay (CR 601.2g), in English and in Japanese
    prompt = ".decision.mine .prompt"
    page.wait_for_selector(prompt + ":has-text('{R}')", timeout=10_000)
    page.click("#lang")
    page.wait_for_selector(prompt + ":has-text('（残り{R}）')", timeout=10_000)
    page.click("#lang")
    _resolve(page)
    assert page.locator('.player[data-player="1"] .life').inner_text().endswith(str(life - 2))

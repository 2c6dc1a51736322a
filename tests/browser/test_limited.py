"""Limited play in the browser: a booster opened in the lobby (in English and Japanese), a
sealed pool built into a deck by hand and automatically and then played, and a booster draft
picked card by card through its three packs (passed left, right, left), built and played."""

from __future__ import annotations

import re
from typing import Any

from manastack.cards.database import database
from manastack.i18n.text import card_name
from manastack.limited.boosters import open_booster
from manastack.limited.sealed import open_sealed_pool
from tests.server.servers import Served


def _ruled() -> set[str]:
    from manastack.i18n.rulings import rulings_for
    return {c.name for c in database().cards("ONS") if rulings_for(c.name)}


_RULED = _ruled()


def _lobby(server: Served, browser: Any, lang: str = "en") -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.base + "/")
    page.evaluate(f"localStorage.setItem('manastack-lang', '{lang}')")
    page.reload()
    page.wait_for_selector("#open-booster")
    return page


def _size(page: Any) -> int:
    return int(page.locator("#deck-size").get_attribute("data-size"))


def _wait_size(page: Any, n: int) -> None:
    page.wait_for_selector(f'#deck-size[data-size="{n}"]', timeout=10_000)


def test_a_booster_opened_in_the_lobby_shows_its_cards_in_the_clients_language(
        server: Served, browser: Any) -> None:
    page = _lobby(server, browser)
    page.select_option("#limited-set", "ONS")
    page.fill("#limited-seed", "7")
    page.click("#open-booster")
    page.wait_for_selector(".booster-cards .lcard")
    keys = open_booster("ONS", 7)
    cards = page.locator(".booster-cards .lcard")
    assert [cards.nth(i).get_attribute("data-key") for i in range(cards.count())] == keys
    first = database().by_key(keys[0])
    assert cards.first.locator(".card-name").inner_text() == first.name
    rarity = cards.first.locator(".badge.rarity").inner_text()
    assert ("basic land" if first.rarity == "common" and "Basic" in first.front.supertypes
            else first.rarity.replace("mythic", "mythic rare")) in rarity
    assert first.front.oracle_text.splitlines()[0][:20] in cards.first.inner_text()
    # a card's details: its whole text and its rulings
    ruled = next(i for i, k in enumerate(keys) if database().by_key(k).name in _RULED)
    cards.nth(ruled).locator(".card-details").click()
    page.wait_for_selector(".details .rulings li", timeout=10_000)
    page.click(".details .close-details")
    assert not page.locator(".details").count()
    # in Japanese: the same booster by its Japanese names, its rarity in Japanese
    page.click("#lang")
    page.wait_for_selector("text=ブースター・シールド・ドラフト")
    page.select_option("#limited-set", "ONS")
    page.fill("#limited-seed", "7")
    page.click("#open-booster")
    page.wait_for_selector(".booster-cards .lcard")
    names = page.locator(".booster-cards .lcard .card-name").all_inner_texts()
    assert names == [card_name(database().by_key(k), "ja") for k in keys]
    assert page.locator(".booster-cards .lcard .badge.rarity").first.inner_text() in (
        "コモン", "アンコモン", "レア", "神話レア", "基本土地")
    # a bad seed is refused with the server's words
    page.fill("#limited-seed", "-3")
    page.click("#open-booster")
    page.wait_for_selector(".problems")
    assert "シードは0以上の整数です" in page.locator(".problems").inner_text()


def test_sealed_a_deck_built_from_the_pool_by_hand_and_automatically_is_played(
        server: Served, browser: Any) -> None:
    page = _lobby(server, browser)
    page.select_option("#limited-set", "MID")
    page.fill("#limited-seed", "5")
    page.click("#start-sealed")
    page.wait_for_selector(".pool .lcard")
    assert "#sealed/" in page.url
    pool = open_sealed_pool("MID", 5)
    assert page.locator(".pool .lcard").count() == len(pool.cards) == 90
    assert sorted(page.locator(".pool .lcard").evaluate_all(
        "els => els.map(e => e.dataset.key)")) == sorted(pool.cards)
    assert _size(page) == 0 and page.locator("#start-game").is_disabled()
    # a card into the deck and out again, by clicking
    page.locator(".pool .group-G .lcard").first.click()
    _wait_size(page, 1)
    assert page.locator(".pool .lcard.in-deck").count() == 1
    page.locator(".deck-cards .lcard").first.click()
    _wait_size(page, 0)
    # basic lands
    page.fill("#land-G", "8")
    page.locator("#land-G").dispatch_event("change")
    _wait_size(page, 8)
    # the automatic deck: 40 cards, ready to play (a land count typed as the button is
    # clicked is sent first, then the build)
    page.fill("#land-W", "3")
    page.click("#auto-build")
    _wait_size(page, 40)
    assert not page.locator("#start-game").is_disabled()
    # the deck list to download: the deck and the rest of the pool as the sideboard
    listed = page.request.get(server.base + page.locator("#download-deck").get_attribute("href"))
    assert listed.ok and "\nDeck\n" in listed.text() and "\nSideboard\n" in listed.text()
    assert page.locator(".pool .lcard.in-deck").count() == 40 - sum(
        int(page.locator(f"#land-{c}").input_value()) for c in "WUBRG")
    # in Japanese
    page.click("#lang")
    page.wait_for_selector("text=あなたのデッキ")
    assert page.locator(".pool .group-W h4").inner_text().startswith("白")
    # a number of lands out of range is refused in the player's language, and changes nothing
    page.fill("#land-U", "99")
    page.locator("#land-U").dispatch_event("change")
    page.wait_for_selector("text=基本土地の枚数は0から60です")
    assert _size(page) == 40
    page.click("#clear-deck")
    _wait_size(page, 0)
    assert "リミテッドのデッキは40枚以上必要です" in page.locator(".deck .problems").inner_text()
    page.click("#auto-build")
    _wait_size(page, 40)
    assert not page.locator(".deck .problems").count()
    page.click("#start-game")
    page.wait_for_selector(".decision", timeout=30_000)
    assert "#play/" in page.url
    # the seats are named in the player's language
    assert "コンピューター" in page.locator('.player[data-player="1"]').inner_text()


def test_a_booster_draft_is_picked_through_three_packs_built_and_played(
        server: Served, browser: Any) -> None:
    page = _lobby(server, browser)
    page.select_option("#limited-set", "ONS")
    page.fill("#limited-seed", "3")
    page.click("#start-draft")
    page.wait_for_selector(".pack .lcard")
    assert "#draft/" in page.url
    seen: list[tuple[int, int, str, int]] = []
    picked: list[str] = []
    for _ in range(60):
        if not page.locator(".pack-header").count():
            break
        head = page.locator(".pack-header")
        round_, pick = int(head.get_attribute("data-round")), int(head.get_attribute("data-pick"))
        cards = page.locator(".pack .lcard")
        seen.append((round_, pick, head.get_attribute("data-direction"), cards.count()))
        key = cards.first.get_attribute("data-key")
        picked.append(key)
        if pick == 2:  # from the keyboard: Enter on the focused card takes it
            cards.first.focus()
            page.keyboard.press("Enter")
        elif pick == 3:  # a double click takes one card
            cards.first.dblclick()
        else:
            cards.first.click()
        page.wait_for_function(
            "([r, p]) => { const h = document.querySelector('.pack-header');"
            " return !h || h.dataset.round !== r || h.dataset.pick !== p; }",
            arg=[str(round_), str(pick)], timeout=10_000)
        assert not page.locator(".stage-draft .problems").count()  # nothing refused
        if page.locator(".pack-header").count():
            assert page.locator(".picks .lcard").count() == len(picked)
            # the picks counted by color, as the terminal's draft counts them
            colors = page.locator(".pick-colors").inner_text()
            assert sum(int(x) for x in re.findall(r"\d+", colors)) >= len(picked)
    assert len(picked) == 45
    assert page.locator(".pack-header").count() == 0
    assert [(r, p) for r, p, _, _ in seen] == [(r, p) for r in (1, 2, 3) for p in range(1, 16)]
    assert {(r, d) for r, _, d, _ in seen} == {(1, "left"), (2, "right"), (3, "left")}
    assert [n for _, p, _, n in seen if p in (1, 2, 15)] == [15, 14, 1] * 3
    # deck building from the picks
    page.wait_for_selector(".pool .lcard")
    assert sorted(page.locator(".pool .lcard").evaluate_all(
        "els => els.map(e => e.dataset.key)")) == sorted(picked)
    page.click("#auto-build")
    _wait_size(page, 40)
    page.click("#start-game")
    page.wait_for_selector(".decision", timeout=30_000)
    assert "#play/" in page.url

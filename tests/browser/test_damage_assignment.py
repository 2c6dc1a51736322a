"""Combat damage assignment in the browser (CR 510.1c-d): an attacking creature blocked by
two creatures divides its damage among them, and each answer shows each amount next to the
blocker it is assigned to, in English and in Japanese, as the terminal clients do; the
question names the attacking creature whose damage is divided."""

from __future__ import annotations

import json
import re
import threading
import time
from typing import Any

from websockets.sync.client import connect

from tests.browser.clicking import click_first
from tests.server.servers import Served

SEEKERS = "Name seekers\n18 Plains\n22 Glory Seeker\n"
ELVES = "Name elves\n18 Forest\n11 Elvish Warrior\n11 Wirewood Elf\n"
THEIR_CREATURES = '.player[data-player="1"] .row-creatures .card'
ASSIGN = ".decision.mine .act-Choose"
JAPANESE = {"Elvish Warrior": "エルフの戦士", "Wirewood Elf": "ワイアウッドのエルフ"}


def _answer(view: dict[str, Any]) -> dict[str, Any]:
    """The elves' answer: keep, play a land, cast a creature, never attack, and block an
    attacker with every creature able to (so that it must divide its damage)."""
    d = view["decision"]
    acts = d["actions"]

    def first(kind: str) -> dict[str, Any] | None:
        return next((a for a in acts if a["type"] == kind), None)
    if d["kind"] == "declare_blockers":
        declared = {b for b, _ in (view["combat"] or {}).get("blockers", [])}
        block = next((a for a in acts if a["type"] == "DeclareBlocker"
                      and a["blocker"] not in declared), None)
        return block or first("FinishDeclaration") or acts[0]
    if d["kind"] == "declare_attackers":
        return first("FinishDeclaration") or acts[0]
    for kind in ("PlayLand", "CastSpell", "PayAutomatically", "PassPriority"):
        found = first(kind)
        if found is not None:
            return found
    keep = next((a for a in acts if a.get("value") == "keep"), None)
    return keep or acts[0]


def _play_elves(url: str, stop: threading.Event) -> None:
    """Seat 2, played over its socket until ``stop`` is set."""
    answered = -1
    with connect(url, open_timeout=30) as ws:
        while not stop.is_set():
            try:
                msg = json.loads(ws.recv(timeout=0.5))
            except TimeoutError:
                continue
            if msg.get("type") != "state" or msg["version"] <= answered:
                continue
            view = msg["view"]
            if view["game_over"]:
                return
            d = view["decision"]
            if d is None or d["player"] != msg["seat"] or "actions" not in d:
                continue
            answered = msg["version"]
            ws.send(json.dumps({"type": "action", "version": msg["version"],
                                "action": _answer(view)}))


def test_each_amount_of_combat_damage_is_shown_with_its_blocker_cr_510_1c(
        server: Served, browser: Any) -> None:
    made = server.post("/api/games", {"format": "normal", "seed": 6, "seats": [
        {"kind": "human", "name": "Me", "deck": {"list": SEEKERS}},
        {"kind": "human", "name": "Elves", "deck": {"list": ELVES}}]})
    stop = threading.Event()
    elves = threading.Thread(target=_play_elves, args=(
        server.ws(f"/ws/games/{made['game']}?token={made['seats'][1]['token']}"), stop))
    elves.start()
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][0]['token']}")
        page.wait_for_selector(".decision", timeout=30_000)
        end = time.monotonic() + 240
        while not page.locator(ASSIGN + ":has-text('→')").count():
            assert time.monotonic() < end, "no attacker of mine was blocked by two elves"
            assert not page.locator(".decision.over").count(), "the game ended first"
            # attack with one creature once the elves have two to block with; never block
            if page.locator(".decision.mine .act-DeclareAttacker").count() \
                    and page.locator(THEIR_CREATURES).count() >= 2 \
                    and not page.locator('.player[data-player="0"] .badge.combat').count():
                click_first(page, ".decision.mine .act-DeclareAttacker")
            else:
                click_first(page, "#autopay", ".decision.mine .act-PlayLand",
                            ".decision.mine .act-CastSpell",
                            ".decision.mine .act-FinishDeclaration",
                            ".decision.mine .act-PassPriority", ".decision.mine .act-Choose")
            page.wait_for_timeout(50)
        # the elves' blockers, by name, as their cards on the board say
        blocking = page.locator(THEIR_CREATURES + ":has(.badge.combat) .card-name")
        blockers = sorted(blocking.all_inner_texts())
        assert len(blockers) >= 2, blockers
        for lang, head, sep, words in (("en", "Assign ", ", ", {}),
                                       ("ja", "割り振り：", "、", JAPANESE)):
            if lang == "ja":
                page.click("#lang")
                page.wait_for_selector(ASSIGN + f":has-text('{head}')", timeout=10_000)
            labels = page.locator(ASSIGN).all_inner_texts()
            assert len(labels) >= 3, labels
            for label in labels:
                assert label.startswith(head), label
                parts = [re.fullmatch(r"(\d) → (.+)", x) for x in label[len(head):].split(sep)]
                assert all(parts), label
                named = sorted(x.group(2) for x in parts if x)
                assert named == sorted(words.get(b, b) for b in blockers), (label, blockers)
            # the question names the attacking creature whose damage is divided
            attacker = "栄光の探求者" if lang == "ja" else "Glory Seeker"
            assert attacker in page.locator(".decision.mine .prompt").inner_text()
    finally:
        stop.set()
        elves.join(timeout=30)

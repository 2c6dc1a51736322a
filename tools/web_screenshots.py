"""Write the screenshots of the web client under ``docs/screenshots/`` (``web-*.png``).

    make web && .venv/bin/python tools/web_screenshots.py

A real ``manastack serve`` on a fresh database and the system's Chromium (Playwright): the
lobby; then a seeded game of the sample Midnight Hunt deck against the computer's Onslaught
morph deck, played by a keen player (plays a land, casts what it can, pays automatically,
passes) until turn 7, shown in English, in Japanese and at a phone's width.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.servers import Served  # noqa: E402 - after the path is set

OUT = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
KEEN = ("#autopay", ".decision.mine .act-PlayLand", ".decision.mine .act-CastSpell",
        ".decision.mine .act:not(.act-Concede)")


def main() -> None:
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as d, sync_playwright() as p:
        server = Served(str(Path(d) / "games.db"))
        try:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = b.new_page(viewport={"width": 1280, "height": 900})
            page.goto(server.base + "/")
            page.wait_for_selector("#create")
            page.screenshot(path=str(OUT / "web-lobby-en.png"))
            made = server.post("/api/games", {"format": "normal", "seed": 21, "seats": [
                {"kind": "human", "name": "Ann", "deck": {"bundled": "sample_mid"}},
                {"kind": "ai", "name": "Computer", "deck": {"bundled": "ons_br"}}]})
            page.goto(f"{server.base}/#play/{made['game']}/{made['seats'][0]['token']}")
            page.wait_for_selector(".decision", timeout=30_000)
            end = time.monotonic() + 600
            while time.monotonic() < end and not page.locator(".decision.over").count():
                if int(page.evaluate("window.__manastackVersion") or 0) and \
                        "Turn 7" in page.locator("header").inner_text() and \
                        page.locator(".decision.mine").count():
                    break
                for want in KEEN:
                    try:
                        if page.locator(want).count():
                            page.locator(want).first.click(timeout=1000)
                            break
                    except Exception:  # redrawn under the click
                        break
                page.wait_for_timeout(30)
            page.screenshot(path=str(OUT / "web-board-en.png"), full_page=True)
            page.click("#lang")
            page.wait_for_selector("text=ターン")
            page.screenshot(path=str(OUT / "web-board-ja.png"), full_page=True)
            page.set_viewport_size({"width": 390, "height": 844})
            page.screenshot(path=str(OUT / "web-board-phone-ja.png"), full_page=True)
            b.close()
        finally:
            server.kill()


if __name__ == "__main__":
    main()

"""The browser tests: Playwright driving the system's Chromium (``apt-get install chromium``,
which ``.ci/run`` does) against a real ``manastack serve`` with the built web client
(``make web``, part of the set-up)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from manastack.server.app import static_dir
from tests.server.servers import Served

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Served]:
    if static_dir() is None:
        pytest.fail("the web client is not built: run make web (npm is needed)")
    s = Served(str(tmp_path / "games.db"))
    try:
        yield s
    finally:
        s.kill()


@pytest.fixture
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is not installed: apt-get install chromium (.ci/run does)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield b
        finally:
            b.close()

"""Clicking in a page the client redraws as the game goes on."""

from __future__ import annotations

from typing import Any


def click_first(page: Any, *selectors: str) -> None:
    """Click the first element matched by the first of ``selectors`` that matches any; an
    element redrawn under the click is left (the caller looks again)."""
    for want in selectors:
        try:
            if page.locator(want).count():
                page.locator(want).first.click(timeout=1000)
                return
        except Exception:  # redrawn under the click: look again
            return

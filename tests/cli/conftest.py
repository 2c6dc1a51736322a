"""Small, fast decks for the command tests (games end in a few hundred decisions)."""

from __future__ import annotations

from pathlib import Path

import pytest

BURN = "Name burn\n20 Mountain\n16 Shock\n4 Glory Seeker\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"


@pytest.fixture
def decks(tmp_path: Path) -> tuple[str, str]:
    a = tmp_path / "burn.txt"
    b = tmp_path / "bears.txt"
    a.write_text(BURN, encoding="utf-8")
    b.write_text(BEARS, encoding="utf-8")
    return str(a), str(b)

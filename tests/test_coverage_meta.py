"""The coverage report reads which card each test module covers from its card marker."""

from __future__ import annotations

from pathlib import Path

from manastack.reports.coverage import card_markers


def test_card_marker_with_a_string_or_a_module_constant(tmp_path: Path) -> None:
    cards = tmp_path / "tests" / "cards" / "mid"
    cards.mkdir(parents=True)
    (cards / "test_a.py").write_text(
        'import pytest\npytestmark = pytest.mark.card("Consider")\n', encoding="utf-8")
    (cards / "test_b.py").write_text(
        'import pytest\nCARD = "Dissipate"\npytestmark = pytest.mark.card(CARD)\n',
        encoding="utf-8")
    (cards / "test_c.py").write_text(
        'import pytest\npytestmark = pytest.mark.card(UNKNOWN)\n', encoding="utf-8")
    assert card_markers(tmp_path / "tests") == {
        "Consider": ["tests/cards/mid/test_a.py"],
        "Dissipate": ["tests/cards/mid/test_b.py"],
    }

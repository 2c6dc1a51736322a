"""The seed rulings index, and the ruling ids the test suite cites."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from manastack.reports.rulings import (
    cited_rulings,
    format_report,
    load_rulings,
    rulings_by_id,
    rulings_report,
)

TESTS_DIR = Path(__file__).resolve().parent


def test_every_cited_ruling_id_exists() -> None:
    """Every id named in a ``ruling`` marker anywhere under tests/ is in the index."""
    known = rulings_by_id()
    unknown = {i: tests for i, tests in cited_rulings(TESTS_DIR).items() if i not in known}
    assert not unknown, f"unknown ruling ids cited: {unknown}"


def test_index_counts() -> None:
    rulings = load_rulings()
    assert len(rulings) == 512 + 1414
    assert len({r.id for r in rulings}) == 512 + 1414
    by_doc: dict[str, int] = {}
    for ruling in rulings:
        by_doc[ruling.document] = by_doc.get(ruling.document, 0) + 1
    assert by_doc == {"ONS-FAQ": 201, "MID-RN": 256, "MIC-RN": 55,
                      "ONS-OR": 196, "MID-OR": 909, "MIC-OR": 309}


def test_official_card_ruling_fields() -> None:
    """The official card rulings carry the card, the English text and the date."""
    ruling = rulings_by_id()["ONS-OR-0001"]
    assert ruling.card == "Akroma's Blessing"
    assert ruling.document == "ONS-OR"
    assert ruling.date == "2008-10-01"
    assert ruling.en_ruling is not None and ruling.en_ruling.startswith("Cycling is an activated")
    assert not ruling.obsolete


def test_ruling_fields() -> None:
    rulings = rulings_by_id()
    flashback = rulings["MID-RN-042"]
    assert flashback.topic == "flashback"
    assert flashback.section == "general"
    assert flashback.document == "MID-RN"
    card = rulings["MID-RN-106"]
    assert card.card == "Tavern Ruffian // Tavern Smasher"
    assert card.card_ja == "酒場のごろつき"
    assert "酒場の悪漢" in card.text_ja
    assert rulings["ONS-FAQ-020"].obsolete
    assert rulings["ONS-FAQ-001"].rule_number == "502.26a"
    assert sum(r.obsolete for r in rulings.values()) == 7


@pytest.fixture()
def fake_tests(tmp_path: Path) -> Path:
    tests = tmp_path / "tests"
    (tests / "rules").mkdir(parents=True)
    (tests / "rules" / "test_a.py").write_text(
        textwrap.dedent(
            """
            import pytest
            from pytest import mark

            pytestmark = [pytest.mark.card("Consider"), pytest.mark.ruling("MID-RN-001")]

            ruling = pytest.mark.ruling

            @pytest.mark.ruling("MID-RN-042", "MID-RN-043")
            def test_one():
                pass

            @ruling("ONS-FAQ-001")
            def test_two():
                pass

            @mark.ruling("MID-RN-042")
            class TestGroup:
                pytestmark = pytest.mark.ruling("MIC-RN-001")

                @pytest.mark.ruling("ONS-FAQ-999")
                def test_three(self):
                    pass

            @pytest.mark.parametrize("x", [pytest.param(1, marks=pytest.mark.ruling("MIC-RN-055"))])
            def test_four(x):
                pass

            def test_uncited():
                assert "MID-RN-100"
            """
        ),
        encoding="utf-8",
    )
    (tests / "test_b.py").write_text(
        'import pytest\npytestmark = pytest.mark.ruling("ONS-FAQ-201")\n', encoding="utf-8"
    )
    (tests / "broken.py").write_text("def (:\n", encoding="utf-8")
    return tests


def test_cited_rulings(fake_tests: Path) -> None:
    cited = cited_rulings(fake_tests)
    a = "tests/rules/test_a.py"
    assert cited == {
        "MIC-RN-001": [f"{a}::TestGroup"],
        "MIC-RN-055": [f"{a}::test_four"],
        "MID-RN-001": [a],
        "MID-RN-042": [f"{a}::test_one", f"{a}::TestGroup"],
        "MID-RN-043": [f"{a}::test_one"],
        "ONS-FAQ-001": [f"{a}::test_two"],
        "ONS-FAQ-201": ["tests/test_b.py"],
        "ONS-FAQ-999": [f"{a}::TestGroup::test_three"],
    }


def test_rulings_report(fake_tests: Path) -> None:
    report = rulings_report(fake_tests)
    docs = report["documents"]
    assert {d: docs[d]["total"] for d in docs} == {
        "ONS-FAQ": 201, "MID-RN": 256, "MIC-RN": 55, "ONS-OR": 196, "MID-OR": 909, "MIC-OR": 309
    }
    assert docs["ONS-FAQ"]["covered"] == 2
    assert docs["ONS-FAQ"]["covered_ids"] == ["ONS-FAQ-001", "ONS-FAQ-201"]
    assert docs["MID-RN"]["covered"] == 3
    assert docs["MIC-RN"]["covered"] == 2
    assert len(docs["MID-RN"]["uncovered_ids"]) == 253
    assert "MID-RN-100" in docs["MID-RN"]["uncovered_ids"]
    assert len(docs["ONS-FAQ"]["obsolete_ids"]) == 7
    assert report["total"] == 512 + 1414
    assert report["covered"] == 7
    assert report["unknown"] == {"ONS-FAQ-999": ["tests/rules/test_a.py::TestGroup::test_three"]}
    text = format_report(report, verbose=True)
    assert "ONS-FAQ-999" in text and "MID-RN" in text


def test_rulings_report_one_document(fake_tests: Path) -> None:
    report = rulings_report(fake_tests, doc="mic-rn")
    assert list(report["documents"]) == ["MIC-RN"]
    assert report["total"] == 55
    assert report["covered"] == 2
    assert report["unknown"] == {}
    assert set(report["cited"]) == {"MIC-RN-001", "MIC-RN-055"}
    with pytest.raises(ValueError, match="XYZ"):
        rulings_report(fake_tests, doc="XYZ")


def test_report_on_this_suite() -> None:
    report = rulings_report(TESTS_DIR)
    assert report["unknown"] == {}
    assert "MID-RN-106" in report["cited"]


def test_rulings_report_official_rulings_document(tmp_path: Path) -> None:
    """An official card ruling id (``MIC-OR-nnnn``) counts for its own document."""
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_c.py").write_text(
        'import pytest\npytestmark = pytest.mark.ruling("MIC-OR-0001", "MIC-RN-001")\n',
        encoding="utf-8",
    )
    report = rulings_report(tests, doc="mic-or")
    assert list(report["documents"]) == ["MIC-OR"]
    assert report["total"] == 309
    assert report["covered"] == 1
    assert report["documents"]["MIC-OR"]["covered_ids"] == ["MIC-OR-0001"]
    assert report["unknown"] == {}


def test_cited_through_a_table_of_parameters(tmp_path: Path) -> None:
    """A ``parametrize`` over a module-level table of ``pytest.param(..., marks=ruling(...))``
    cites each parameter's ruling for that test."""
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_t.py").write_text(
        textwrap.dedent(
            """
            import pytest

            TABLE = [
                pytest.param("a", marks=pytest.mark.ruling("MID-OR-0001")),
                pytest.param("b", marks=pytest.mark.ruling("MID-OR-0002")),
            ]
            OTHER = [pytest.param("c", marks=pytest.mark.ruling("MID-OR-0003"))]

            @pytest.mark.parametrize("name", TABLE)
            def test_x(name):
                assert name
            """
        ),
        encoding="utf-8",
    )
    assert cited_rulings(tests) == {
        "MID-OR-0001": ["tests/test_t.py::test_x"],
        "MID-OR-0002": ["tests/test_t.py::test_x"],
    }

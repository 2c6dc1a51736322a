"""`manastack coverage` and `manastack rulings`."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from manastack.cli import main

CARD_TEST = '''
import pytest

pytestmark = [pytest.mark.card("Shock"), pytest.mark.ruling("ONS-FAQ-001")]


@pytest.mark.card("ショック")
def test_x():
    pass


@pytest.mark.card("Not A Real Card")
def test_y():
    pass
'''


def make_tests(tmp_path: Path) -> Path:
    tests = tmp_path / "tests"
    (tests / "cards" / "ons").mkdir(parents=True)
    (tests / "cards" / "ons" / "test_shock.py").write_text(CARD_TEST, encoding="utf-8")
    (tests / "cards" / "ons" / "test_broken.py").write_text("def (:\n", encoding="utf-8")
    return tests


def test_coverage_json(tmp_path: Path) -> None:
    tests = make_tests(tmp_path)
    r = CliRunner().invoke(main, ["coverage", "--json", "--tests", str(tests)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert set(data["sets"]) == {"ONS", "MID", "MIC"}
    ons = data["sets"]["ONS"]
    assert ons["tested"] == 1  # Shock, named in English and in Japanese
    assert "Shock" in ons["implemented_cards"]
    assert "Shock" not in ons["untested_implemented"]
    assert ons["implemented"] + ons["with_unclaimed_lines"] == ons["total"]
    assert all(c["lines"] for c in ons["unclaimed"])
    assert data["unknown_markers"] == {"Not A Real Card": ["tests/cards/ons/test_shock.py"]}


def test_coverage_one_set_as_a_table(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["coverage", "--set", "mid", "--tests",
                                  str(make_tests(tmp_path))])
    assert r.exit_code == 0, r.output
    assert "MID" in r.stdout and "ONS" not in r.stdout.split("\n", 8)[-1][:3]
    assert "implemented" in r.stdout


def test_coverage_of_the_project_tests() -> None:
    r = CliRunner().invoke(main, ["coverage", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["implemented"] > 0


def test_coverage_unknown_set() -> None:
    r = CliRunner().invoke(main, ["coverage", "--set", "XYZ"])
    assert r.exit_code != 0
    assert "unknown set 'XYZ'" in r.stderr


def test_coverage_missing_tests_folder(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["coverage", "--tests", str(tmp_path / "nope")])
    assert r.exit_code != 0
    assert "no tests directory" in r.stderr


def test_rulings_json_for_one_document(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["rulings", "--doc", "ONS-FAQ", "--json", "--tests",
                                  str(make_tests(tmp_path))])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    doc = data["documents"]["ONS-FAQ"]
    assert list(data["documents"]) == ["ONS-FAQ"]
    assert doc["covered"] == 1 and "ONS-FAQ-001" in doc["covered_ids"]
    assert doc["covered"] + len(doc["uncovered_ids"]) == doc["total"]


def test_rulings_table(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["rulings", "--tests", str(make_tests(tmp_path))])
    assert r.exit_code == 0, r.output
    for doc in ("ONS-FAQ", "MID-RN", "MIC-RN"):
        assert doc in r.stdout
    assert "uncovered" in r.stdout


def test_rulings_unknown_document() -> None:
    r = CliRunner().invoke(main, ["rulings", "--doc", "XYZ"])
    assert r.exit_code != 0
    assert "unknown ruling document 'XYZ'" in r.stderr

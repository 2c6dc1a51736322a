"""The Comprehensive Rules as a reference (``comprehensive_rules``, ``ui.rules_lookup``): a
rule by number with the rules under it, a glossary entry and a search by words, from
``manastack rules`` and the line client's ``rule`` command; a bad number is an error naming
the problem that changes nothing."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.comprehensive_rules import (
    MAX_RULES,
    UnknownRuleError,
    glossary_entry,
    rule,
    search,
    with_subrules,
)
from manastack.ui.rules_lookup import lookup
from tests.ui.test_fullscreen import _shock_in_hand_scenario
from tests.ui.test_plain import play


def test_a_rule_by_number_with_its_subrules() -> None:
    assert rule("704.5g").text.startswith("704.5g If a creature has toughness greater than 0,")
    assert rule("CR 704.5G").number == "704.5g"
    assert rule("704.5").children[:3] == ("704.5a", "704.5b", "704.5c")
    assert rule("704").text == "704. State-Based Actions"
    assert rule("7").children[:2] == ("700", "701")
    numbers = [r.number for r in with_subrules("702.37")]
    assert numbers[0] == "702.37" and "702.37e" in numbers
    # an example stays with its rule
    assert "Example:" in rule("704.4").text and not rule("704.5").text.count("Example")


@pytest.mark.parametrize(("query", "reason"), [
    ("999.1", "no such rule"), ("704.5l", "no such rule"), ("abc", "looks like"),
    ("704.5.1", "looks like"), ("", "looks like")])
def test_a_bad_number_names_the_problem(query: str, reason: str) -> None:
    with pytest.raises(UnknownRuleError, match=reason):
        rule(query)


def test_the_glossary_and_a_search() -> None:
    entry = glossary_entry("Legend Rule")
    assert entry is not None and "See rule 704.5j" in entry
    assert glossary_entry("no such term") is None
    assert "704.5j" in [r.number for r in search("legend rule")]
    assert search("   ") == []
    assert len(search("the", limit=5)) == 5


def test_a_whole_section_is_cut_short() -> None:
    text = lookup("702")
    assert text.splitlines()[0] == "Comprehensive Rules (effective February 27, 2026)"
    assert text.count("\n") == MAX_RULES + 1 or "more rules under 702" in text


def test_manastack_rules() -> None:
    r = CliRunner().invoke(main, ["rules", "704.5j"])
    assert r.exit_code == 0 and "704.5j If two or more legendary permanents" in r.output
    r = CliRunner().invoke(main, ["rules", "--lang", "ja", "legend", "rule"])
    assert r.exit_code == 0
    assert r.output.startswith("総合ルール（英語、2026年2月27日発効）")
    assert "用語集：legend rule" in r.output and "704.5j" in r.output
    r = CliRunner().invoke(main, ["rules", "999"])
    assert r.exit_code == 2 and "no rule '999'" in r.output
    r = CliRunner().invoke(main, ["rules", "zzzxq"])
    assert r.exit_code == 0 and "No rule contains “zzzxq”." in r.output


def test_the_line_client_reads_a_rule_and_plays_on() -> None:
    """``rule 117.3b`` prints the rule; a bad number is an error; the game is unchanged."""
    game = _shock_in_hand_scenario()
    before = game.fingerprint()
    out, _ = play(game, ["rule 117.3b", "rule 5000", "q"])
    assert "117.3b The active player receives priority after a spell" in out
    assert "no rule '5000'" in out
    assert game.fingerprint() == before
    out, _ = play(_shock_in_hand_scenario(), ["rule 117.3b", "q"], lang="ja")
    assert "総合ルール（英語、2026年2月27日発効）" in out

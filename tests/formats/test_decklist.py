"""Deck list parsing."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from manastack.formats.decklist import (
    DeckList,
    DeckListError,
    bundled_decks,
    load_decklist,
    parse_decklist,
)

BENCHMARK_DECKS = ("ons_wu", "ons_br", "mid_gw", "mid_ub")


def test_bundled_decks_listed() -> None:
    names = bundled_decks()
    assert set(BENCHMARK_DECKS) | {"coven_counters"} <= set(names)
    assert names == sorted(names)


@pytest.mark.parametrize("name", bundled_decks())
def test_every_bundled_deck_loads(name: str) -> None:
    deck = load_decklist(name)
    assert isinstance(deck, DeckList)
    assert deck.main
    assert deck.name == name


@pytest.mark.parametrize("name", BENCHMARK_DECKS)
def test_benchmark_decks_have_60_cards(name: str) -> None:
    deck = load_decklist(name)
    assert len(deck.card_names()) == 60
    assert len(deck.card_keys()) == 60
    assert deck.main_count() == 60
    assert not deck.sideboard and not deck.commander


def test_benchmark_deck_contents() -> None:
    deck = load_decklist("mid_ub")
    counts = Counter(deck.card_names())
    assert counts["Consider"] == 2
    assert counts["Island"] == 12
    assert counts["Baithook Angler // Hook-Haunt Drifter"] == 2
    assert Counter(deck.card_keys())["MID:44"] == 2


def test_commander_precon() -> None:
    deck = load_decklist("coven_counters")
    assert [e.card.name for e in deck.commander] == ["Leinore, Autumn Sovereign"]
    assert deck.commander[0].line_no == 4
    assert len(deck.card_names()) == 99
    # "12 Forest (MID) 384" is a full-art printing: it resolves to the Forest kept in the data.
    assert Counter(deck.card_keys())["MID:276"] == 12


def test_load_from_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text("4 Consider\n", encoding="utf-8")
    deck = load_decklist(str(path))
    assert deck.card_names() == ["Consider"] * 4
    assert deck.name == "mine"


def test_a_deck_list_file_that_is_not_utf8_is_refused_naming_the_line(tmp_path: Path) -> None:
    """A deck list file is UTF-8 text: one saved in another encoding is refused with the line
    that can't be read and its byte, not a decoding error; a UTF-8 file opening with a byte
    order mark is read as usual."""
    latin = tmp_path / "latin.txt"
    latin.write_bytes("4 Consider\n2 Glory Seeker \u00e9\n".encode("latin-1"))
    with pytest.raises(DeckListError) as err:
        load_decklist(str(latin))
    assert err.value.line_no == 2 and err.value.kind == "not_utf8"
    assert str(err.value) == ("line 2: '2 Glory Seeker \ufffd': not UTF-8 text (byte 0xE9 can't "
                              "be read): save the deck list as UTF-8")
    wide = tmp_path / "wide.txt"
    wide.write_bytes("4 Consider\r\n".encode("utf-16"))
    with pytest.raises(DeckListError) as err:
        load_decklist(str(wide))
    assert err.value.line_no == 1 and "byte 0xFF" in str(err.value)
    marked = tmp_path / "marked.txt"
    marked.write_bytes("4 Consider\r\n".encode("utf-8-sig"))
    assert load_decklist(str(marked)).card_names() == ["Consider"] * 4


def test_load_unknown_deck() -> None:
    with pytest.raises(FileNotFoundError, match="no-such-deck"):
        load_decklist("no-such-deck")


def test_count_forms_and_sections() -> None:
    text = """
# a comment
// another comment
Name My Deck
deck:
2 Consider
3x Duress
1X Shock
4 考慮

SIDEBOARD
1 Defenestrate
Companion:
1 Clone
Commander
1 Leinore, Autumn Sovereign (MIC) 1
"""
    deck = parse_decklist(text)
    assert deck.name == "My Deck"
    assert [(e.count, e.card.name) for e in deck.main] == [
        (2, "Consider"),
        (3, "Duress"),
        (1, "Shock"),
        (4, "Consider"),
    ]
    assert [e.card.name for e in deck.sideboard] == ["Defenestrate", "Clone"]
    assert [e.card.key for e in deck.commander] == ["MIC:1"]
    assert deck.main[0].line_no == 6
    assert deck.card_names().count("Consider") == 6


def test_entries_before_any_header_are_main() -> None:
    deck = parse_decklist("1 Consider\nSideboard\n1 Duress\n")
    assert deck.card_names() == ["Consider"]
    assert deck.sideboard[0].card.name == "Duress"


def test_a_line_marked_sb_is_a_sideboard_entry_in_any_section() -> None:
    """``SB: 2 Duress``, as some deck sites write the sideboard, is read as a sideboard entry
    (not refused as a count "SB:"), with the line's number; the mark may be in any case."""
    deck = parse_decklist("SB: 2 Duress\n4 Consider\nsb:1 Shock\nSideboard\nSB: 1 Clone\n")
    assert [(e.count, e.card.name) for e in deck.main] == [(4, "Consider")]
    assert [(e.count, e.card.name, e.line_no) for e in deck.sideboard] == [
        (2, "Duress", 1), (1, "Shock", 3), (1, "Clone", 5)]


@pytest.mark.parametrize(("text", "message"), [
    ("4 Consider\nSB:\n", "line 2: 'SB:': expected '<count> <card name>'"),
    ("4 Consider\nSB: Duress\n", "line 2: 'SB: Duress': expected '<count> <card name>'"),
    ("4 Consider\nSB: x Duress\n", "line 2: 'SB: x Duress': count 'x' is not a positive "
                                    "integer"),
    ("4 Consider\nSB: 1 Dures\n", "line 2: 'SB: 1 Dures': unknown card 'Dures'"),
])
def test_a_malformed_sb_line_is_refused_naming_it(text: str, message: str) -> None:
    with pytest.raises(DeckListError) as info:
        parse_decklist(text)
    assert str(info.value).startswith(message)


def test_set_and_number() -> None:
    deck = parse_decklist("2 Consider (MID) 44\n1 Forest (ONS) 347\n1 Forest (mid) 276\n")
    assert deck.card_keys() == ["MID:44", "MID:44", "ONS:347", "MID:276"]


def test_set_without_number_picks_that_printing() -> None:
    deck = parse_decklist("1 Forest (ONS)\n1 Gravespawn Sovereign (MIC)\n")
    assert [e.card.key for e in deck.main] == ["ONS:347", "MIC:120"]


def test_japanese_and_double_faced_names() -> None:
    deck = parse_decklist("1 粗暴な聖戦士\n1 Moonrage Brute\n1 Brutal Cathar // Moonrage Brute\n")
    assert {e.card.key for e in deck.main} == {"MID:7"}


def _error(text: str) -> DeckListError:
    with pytest.raises(DeckListError) as info:
        parse_decklist(text)
    return info.value


def test_unknown_card_names_the_line_and_suggests() -> None:
    err = _error("Deck\n2 Consider\n3 Consdier\n")
    assert err.line_no == 3
    assert str(err).startswith("line 3: '3 Consdier': ")
    assert "Consider" in str(err)


@pytest.mark.parametrize(
    ("text", "line_no", "fragment"),
    [
        ("1 Consider\n0 Duress\n", 2, "positive"),
        ("1 Consider\n-1 Duress\n", 2, "positive integer"),
        ("1 Consider\ntwo Duress\n", 2, "positive integer"),
        ("1 Consider\n1.5 Duress\n", 2, "positive integer"),
        ("Deck\nDuress\n", 2, "<count> <card name>"),
        ("1 Consider\n\n\n4\n", 4, "<count> <card name>"),
        ("1 Consider (MID) 45\n", 1, "not 'Consider'"),
        ("1 Consider (MID) 999\n", 1, "MID 999"),
        ("1 Consider (XYZ) 1\n", 1, "XYZ 1"),
        ("1 Consider (ONS)\n", 1, "not in set ONS"),
        ("# deck\n1 Consider\n1 Nonexistent Card Name\n", 3, "unknown card"),
        ("1 Consider\n4xx Duress\n", 2, "count '4xx' is not a positive integer"),
        ("1 Consider\n99999999999999999999 Duress\n", 2, "too large"),
        ("1 Consider\n1001 Island\n", 2, "at most 1000 copies"),
    ],
)
def test_malformed_lines(text: str, line_no: int, fragment: str) -> None:
    err = _error(text)
    assert err.line_no == line_no
    assert str(err).startswith(f"line {line_no}: ")
    assert fragment in str(err)
    assert isinstance(err, ValueError)


@pytest.mark.parametrize("text", [None, b"4 Island\n", 4, ["4 Island"]])
def test_a_deck_list_that_is_not_text_is_refused_by_name(text: object) -> None:
    with pytest.raises(DeckListError, match=r"a deck list is text \(str\), not "):
        parse_decklist(text)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text", ["", "\n\n", "# only a comment\n", "Deck\n", "Sideboard\n1 Consider\n"]
)
def test_empty_main_deck_is_an_error(text: str) -> None:
    err = _error(text)
    assert "no main-deck entries" in str(err)


@pytest.mark.parametrize("given", [None, 5, b"mid_gw"])
def test_a_deck_that_is_not_a_path_or_a_name_is_refused_by_name(given: object) -> None:
    with pytest.raises(DeckListError, match="a deck is given by a file path or a bundled "
                                            "deck's name, not "):
        load_decklist(given)  # type: ignore[arg-type]


def test_a_path_object_is_a_deck_file_or_a_bundled_name(tmp_path: Path) -> None:
    f = tmp_path / "mine.txt"
    f.write_text("40 Island\n", encoding="utf-8")
    assert load_decklist(f).name == "mine"
    assert load_decklist(Path("mid_gw")).name == "mid_gw"
    with pytest.raises(FileNotFoundError, match="no deck list file 'no_such_deck'"):
        load_decklist(Path("no_such_deck"))

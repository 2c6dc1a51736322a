"""Constructed and limited deck checks (CR 100.2a, 100.2b, 100.4a): each problem names the card
and the rule, every problem is listed at once, and an unknown format is refused by name."""

from __future__ import annotations

import pytest

from manastack.formats.construction import DeckFormatError, deck_problems, validate_deck
from manastack.formats.decklist import parse_decklist


def _reasons(text: str, format: str) -> list[str]:
    return [str(p) for p in deck_problems(parse_decklist(text), format)]


def test_a_constructed_deck_has_at_least_sixty_cards_cr_100_2a() -> None:
    assert _reasons("56 Island\n4 Consider\n", "constructed") == []
    (reason,) = _reasons("55 Island\n4 Consider\n", "constructed")
    assert "59 cards" in reason and "at least 60" in reason and "CR 100.2a" in reason


def test_a_limited_deck_has_at_least_forty_cards_cr_100_2b() -> None:
    assert _reasons("40 Island\n", "limited") == []
    (reason,) = _reasons("39 Island\n", "limited")
    assert "39 cards" in reason and "at least 40" in reason and "CR 100.2b" in reason


def test_five_copies_counting_the_sideboard_and_duplicate_lines_are_named_cr_100_2a() -> None:
    text = "55 Island\n3 Consider\n2 Consider (MID)\nSideboard\n1 Consider\n"
    (reason,) = _reasons(text, "constructed")
    assert reason.startswith("Consider: 6 copies") and "at most 4" in reason
    assert "CR 100.2a" in reason


def test_basic_lands_are_not_limited_and_limited_play_has_no_copy_limit() -> None:
    assert _reasons("60 Island\n", "constructed") == []
    assert _reasons("30 Island\n10 Consider\n", "limited") == []


def test_a_sideboard_holds_at_most_fifteen_cards_cr_100_4a() -> None:
    assert _reasons("60 Island\nSideboard\n15 Island\n", "constructed") == []
    (reason,) = _reasons("60 Island\nSideboard\n16 Island\n", "constructed")
    assert "16 cards" in reason and "at most 15" in reason and "CR 100.4a" in reason


def test_validate_deck_lists_every_problem_at_once() -> None:
    deck = parse_decklist("Name Short\n10 Island\n5 Duress\nSideboard\n20 Island\n")
    with pytest.raises(DeckFormatError) as err:
        validate_deck(deck, "constructed")
    assert len(err.value.problems) == 3
    message = str(err.value)
    assert message.startswith("deck 'Short' is not a legal constructed deck (3 problems)")
    assert "Duress: 5 copies" in message and "at most 15" in message


@pytest.mark.parametrize("format", ["standard", "Constructed", None, "", ["constructed"],
                                    {"limited": 1}])
def test_an_unknown_format_is_refused_naming_the_known_ones(format: str) -> None:
    deck = parse_decklist("60 Island\n")
    with pytest.raises(ValueError, match="unknown format .*constructed, limited, commander"):
        deck_problems(deck, format)
    with pytest.raises(ValueError, match="unknown format"):
        validate_deck(deck, format)


@pytest.mark.parametrize("format", ["constructed", "limited", "commander"])
@pytest.mark.parametrize("deck", [["Island"] * 60, "60 Island", None])
def test_something_that_is_not_a_deck_list_is_one_named_problem(deck: object,
                                                                format: str) -> None:
    (problem,) = deck_problems(deck, format)  # type: ignore[arg-type]
    assert f"a {type(deck).__name__} is not a deck list: parse the text with parse_decklist" \
        in str(problem)
    with pytest.raises(ValueError, match="is not a deck list") as err:
        validate_deck(deck, format)  # type: ignore[arg-type]
    assert "1 problem" in str(err.value)

"""A deck list's ``Commander`` section outside the Commander variant (CR 903.3, 100.2, 100.4).

Only a Commander deck has a commander (CR 903.3); no other format's deck has a place for the
cards of that section (neither deck nor sideboard, CR 100.2, 100.4). Every entry point that
loads a deck for a game of another format refuses such a list with one problem naming the
section and its cards, and creates nothing: the deck checks (``deck_problems``,
``validate_deck``), ``load_deck`` of the commands, ``Game.new``, the server's game creation
(``tests/server/test_commander_section.py``), the ``play``, ``simulate`` and ``bench`` commands and the environments. The parser reads any
section, and the Commander format goes on taking the section as the commander.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.env.table import Table
from manastack.formats.construction import (
    DeckFormatError,
    commander_section_problems,
    deck_problems,
    validate_deck,
)
from manastack.formats.deck_choice import DeckChoiceError, load_deck, playable_bundled_decks
from manastack.formats.decklist import load_decklist, parse_decklist
from manastack.game import Game, GameSetupError

# 60 cards in the deck and a legendary creature in a Commander section
WITH_COMMANDER = ("Name With a commander\nCommander\n1 Leinore, Autumn Sovereign\n\nDeck\n"
                  "56 Plains\n4 Glory Seeker\n")
WITHOUT = "Name Without\n56 Plains\n4 Glory Seeker\n"


@pytest.fixture
def deck_file(tmp_path: Path) -> str:
    path = tmp_path / "with_commander.txt"
    path.write_text(WITH_COMMANDER, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("format", ["constructed", "limited"])
def test_a_constructed_or_limited_deck_with_a_commander_section_is_refused_cr_903_3(
        format: str) -> None:
    """The problem names the section and its card; the deck is otherwise legal."""
    deck = parse_decklist(WITH_COMMANDER)
    (problem,) = deck_problems(deck, format)
    text = str(problem)
    assert "Commander section (Leinore, Autumn Sovereign)" in text
    assert "only a Commander deck has a commander (CR 903.3)" in text
    assert f"a {format} deck" in text
    with pytest.raises(DeckFormatError, match="not a legal .* deck"):
        validate_deck(deck, format)
    assert deck_problems(parse_decklist(WITHOUT), format) == []


def test_the_commander_section_no_longer_counts_toward_the_four_copy_limit_cr_100_2a() -> None:
    """Its cards are not in the deck: four Considers in the deck and one in the section are
    one problem (the section), not also a fifth copy."""
    deck = parse_decklist("56 Island\n4 Consider\nCommander\n1 Consider\n")
    (problem,) = deck_problems(deck, "constructed")
    assert "Commander section (Consider)" in str(problem)
    assert "copies" not in str(problem)


def test_several_cards_of_the_section_are_all_named() -> None:
    deck = parse_decklist("Commander\n2 Glory Seeker\n1 Consider\nDeck\n60 Island\n")
    (problem,) = commander_section_problems(deck, "normal")
    assert "Commander section (2 Glory Seeker, Consider)" in str(problem)
    assert "for a normal game" in str(problem)
    assert commander_section_problems(deck, "commander") == []


def test_the_parser_reads_the_section_whatever_the_format() -> None:
    deck = load_decklist("coven_counters")
    assert [e.card.name for e in deck.commander] == ["Leinore, Autumn Sovereign"]
    assert deck.main_count() == 99


@pytest.mark.parametrize("format", ["normal", "constructed", "limited"])
def test_load_deck_refuses_a_commander_section_outside_the_commander_format(
        deck_file: str, format: str) -> None:
    with pytest.raises(DeckChoiceError) as err:
        load_deck(deck_file, format=format)
    assert "Commander section (Leinore, Autumn Sovereign)" in str(err.value)
    assert "CR 903.3" in str(err.value)
    with pytest.raises(DeckChoiceError, match="Commander section"):
        load_deck("coven_counters", format=format)


def test_load_deck_still_takes_a_precon_in_the_commander_format() -> None:
    deck = load_deck("coven_counters", format="commander")
    assert [e.card.name for e in deck.commander] == ["Leinore, Autumn Sovereign"]


def test_the_decks_offered_for_formats_without_commanders_have_no_commander() -> None:
    names = playable_bundled_decks()
    assert "sample_mid" in names
    assert "coven_counters" not in names and "undead_unleashed" not in names


@pytest.mark.parametrize("format", ["normal", "two_headed_giant"])
def test_game_new_refuses_a_commander_section_outside_a_commander_game(format: str) -> None:
    """Before: the section was dropped and the game played with the other 99 cards."""
    precon = load_decklist("coven_counters")
    plain = load_decklist("sample_mid")
    decks = [plain, precon] + ([plain, plain] if format == "two_headed_giant" else [])
    with pytest.raises(GameSetupError) as err:
        Game.new(decks, seed=1, format=format)
    message = str(err.value)
    assert "player 2's deck has a Commander section (Leinore, Autumn Sovereign)" in message
    assert "CR 903.3" in message
    game = Game.new([precon, load_decklist("undead_unleashed")], seed=1, format="commander")
    assert len(game.state.command) == 2


def test_an_environment_refuses_a_commander_precon_outside_the_commander_format() -> None:
    with pytest.raises(DeckChoiceError, match="Commander section"):
        Table(["sample_mid", "coven_counters"])


@pytest.mark.parametrize("format", ["normal", "constructed", "limited"])
def test_manastack_play_refuses_a_commander_section(deck_file: str, format: str) -> None:
    r = CliRunner().invoke(main, ["play", "--plain", "--format", format, "--deck", deck_file,
                                  "--opponent-deck", "sample_mid"], input="q\n")
    assert r.exit_code != 0
    assert "Commander section (Leinore, Autumn Sovereign)" in r.stderr
    assert "CR 903.3" in r.stderr


@pytest.mark.parametrize("format", ["normal", "two_headed_giant"])
def test_manastack_simulate_refuses_a_commander_section(deck_file: str, format: str) -> None:
    decks = [deck_file] + ["sample_mid"] * (3 if format == "two_headed_giant" else 1)
    r = CliRunner().invoke(main, ["simulate", *decks, "--games", "1", "--format", format])
    assert r.exit_code != 0
    assert "Commander section (Leinore, Autumn Sovereign)" in r.stderr


def test_manastack_bench_refuses_a_commander_section_in_a_two_player_matchup(
        deck_file: str) -> None:
    r = CliRunner().invoke(main, ["bench", "--decks", deck_file, "--decks", "sample_mid",
                                  "--no-phase", "--games", "1"])
    assert r.exit_code != 0
    assert "Commander section (Leinore, Autumn Sovereign)" in r.stderr

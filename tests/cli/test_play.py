"""`manastack play`: the terminal game driven by scripted standard input."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.cli import main


def run(args: list[str], stdin: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, ["play", "--format", "limited", *args], input=stdin)
    return r.exit_code, r.stdout, r.stderr


def test_a_whole_game_can_be_played_from_piped_input(decks: tuple[str, str]) -> None:
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "3",
                        "--ai", "heuristic"], "1\n" * 2000)
    assert code == 0
    assert "Game over after" in out
    assert "You win the game" in out or "wins the game" in out or "draw" in out
    # the board and a numbered list of readable actions were shown
    assert "Life 20" in out and "Battlefield" in out
    assert "1. Pass priority" in out or "1. Keep this hand" in out


def test_the_human_sees_their_hand_but_not_the_opponents(decks: tuple[str, str]) -> None:
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "1"],
                       "q\n")
    assert code == 0
    first_board = out.split("Enter a number")[0]
    assert "Hand" in first_board
    assert "Mountain" in first_board or "Shock" in first_board
    # the opponent's deck is Plains and Glory Seekers: none of their cards is public yet
    assert "Plains" not in first_board
    assert "Game abandoned." in out


def test_bad_input_is_explained_and_the_prompt_repeats(decks: tuple[str, str]) -> None:
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "1"],
                       "banana\n99\n0\n?\nq\n")
    assert code == 0
    assert "'banana' is not a choice" in out
    assert "'99' is not a choice" in out
    assert "'0' is not a choice" in out
    assert "? show this help" in out.replace("  ", " ")
    assert out.count("Enter a number") >= 5


def test_end_of_input_leaves_the_game_cleanly(decks: tuple[str, str]) -> None:
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "1"], "")
    assert code == 0
    assert "Input ended" in out


def test_japanese_interface(decks: tuple[str, str]) -> None:
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "2",
                        "--lang", "ja", "--ai", "random"], "x\n1\n1\n1\nq\n")
    assert code == 0
    assert "ライフ" in out and "手札" in out
    assert "「x」は選べません" in out
    assert "ゲームを中断しました" in out


def test_default_decks_are_playable() -> None:
    code, out, _ = run(["--seed", "5", "--ai", "first"], "q\n")
    assert code == 0
    assert "You:" in out and "Opponent:" in out


def test_the_search_player_is_an_opponent() -> None:
    code, out, _ = run(["--seed", "5", "--ai", "search"], "q\n")
    assert code == 0
    assert "search" in out and "Opponent:" in out


def test_unknown_deck_is_a_clear_error() -> None:
    code, _, err = run(["--deck", "no_such_deck"], "")
    assert code != 0
    assert "no_such_deck" in err and "bundled" in err


def test_unsupported_language_is_a_clear_error() -> None:
    code, _, err = run(["--lang", "xx"], "")
    assert code != 0
    assert "unsupported language 'xx'" in err and "en, ja" in err


def test_unknown_ai_is_a_clear_error() -> None:
    code, _, err = run(["--ai", "genius"], "")
    assert code != 0
    assert "unknown AI 'genius'" in err and "heuristic, search" in err


def test_a_deck_with_unimplemented_cards_is_refused(tmp_path) -> None:
    """A deck with a card not implemented yet is refused naming it; once every card of the
    three sets is implemented, there is none to refuse and a deck of the last ones implemented
    (Gisa and Geralf, Midnight Hunt Commander) is accepted."""
    missing = next((c for c in database().cards() if not card_def(c.key).implemented), None)
    deck = tmp_path / "odd.txt"
    if missing is None:
        deck.write_text("36 Island\n4 Gisa and Geralf\n", encoding="utf-8")
        code, out, err = run(["--deck", str(deck), "--seed", "1"], "q\n")
        assert "can't be played yet" not in err and "Traceback" not in out + err
        assert all(card_def(c.key).implemented for c in database().cards())
        return
    deck.write_text(f"36 Mountain\n4 {missing.name}\n", encoding="utf-8")
    code, _, err = run(["--deck", str(deck)], "")
    assert code != 0
    assert "can't be played yet" in err


def test_a_malformed_deck_names_the_line(tmp_path) -> None:
    deck = tmp_path / "bad.txt"
    deck.write_text("4 Mountain\nfour Shock\n", encoding="utf-8")
    code, _, err = run(["--deck", str(deck)], "")
    assert code != 0
    assert "line 2" in err


def test_constructed_is_the_default_and_every_problem_is_listed(tmp_path) -> None:
    """CR 100.2a: at least 60 cards, at most four of a card other than basic lands."""
    deck = tmp_path / "small.txt"
    deck.write_text("14 Mountain\n5 Shock\n1 Glory Seeker\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--deck", str(deck)], input="")
    assert r.exit_code != 0
    assert "not a legal constructed deck (2 problems)" in r.stderr
    assert "the deck has 20 cards; a constructed deck has at least 60 (CR 100.2a)" in r.stderr
    assert "Shock: 5 copies" in r.stderr
    assert "Mountain" not in r.stderr.split("problems")[1]


def test_limited_needs_forty_cards(tmp_path) -> None:
    deck = tmp_path / "small.txt"
    deck.write_text("20 Mountain\n16 Shock\n", encoding="utf-8")
    code, _, err = run(["--deck", str(deck)], "")
    assert code != 0
    assert "the deck has 36 cards; a limited deck has at least 40 (CR 100.2b)" in err


def test_the_line_client_saves_the_game_and_play_load_goes_on_with_it(
        decks: tuple[str, str], tmp_path: Path) -> None:
    """s saves the game so far to --save; --load resumes it at the same decision."""
    saved = tmp_path / "game.json"
    code, out, _ = run(["--deck", decks[0], "--opponent-deck", decks[1], "--seed", "1",
                        "--save", str(saved)], "1\ns\nq\n")
    assert code == 0
    assert f"Game saved to {saved}." in out.replace("\n", "")
    assert "'s' is not a choice" not in out
    where = re.findall(r"(?:Turn \d+|Before the first turn)[^─]*", out.split("> s\n", 1)[0])[-1]
    code, again, _ = run(["--load", str(saved)], "q\n")
    assert code == 0
    assert re.findall(r"(?:Turn \d+|Before the first turn)[^─]*", again)[0] == where

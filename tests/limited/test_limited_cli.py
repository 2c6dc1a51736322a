"""`manastack booster` and `manastack sealed`: boosters listed with their rarity, a sealed pool
built into a limited deck (CR 100.2b) line by line and played against the computer's sealed
deck, in English and Japanese; bad input is explained and changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from manastack.cli import main
from manastack.formats.decklist import load_decklist
from manastack.limited.sealed import open_sealed_pools, validate_pool_deck
from manastack.ui.limited_messages import LIMITED_MESSAGES

# A Japanese line may hold mana symbols ({2}{G}), power/toughness, numbers, the set codes and
# what the player typed (commands are identifiers): no English word.
IDENTIFIERS = {"ONS", "MID", "AI", "manastack", "heuristic", "random", "first", "add", "remove",
               "land", "auto", "clear", "pool", "deck", "done", "q", "txt", "W", "U", "B", "R",
               "G"}
PLAY = "auto\ndone\n" + "1\n" * 3000


def run(args: list[str], stdin: str = "") -> Result:
    return CliRunner().invoke(main, args, input=stdin)


def english_words(text: str) -> set[str]:
    text = re.sub(r"\{[^}]*\}|CR \d+\.\d+[a-z]?", "", text)
    return {w for w in re.findall(r"[A-Za-z][A-Za-z'-]*", text)} - IDENTIFIERS


def test_a_booster_lists_its_cards_with_their_rarity() -> None:
    r = run(["booster", "MID", "--seed", "3"])
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0] == "Innistrad: Midnight Hunt booster 1 of 1 (seed 3)"
    assert len(lines) == 16
    assert "Forest · Land · basic land" in r.stdout
    assert r.stdout.count("double-faced card") >= 2
    assert re.search(r"· (rare|mythic rare)\b", r.stdout)
    assert run(["booster", "mid", "--seed", "3"]).stdout == r.stdout


def test_several_boosters_of_onslaught() -> None:
    r = run(["booster", "ONS", "--seed", "8", "--count", "3"])
    assert r.exit_code == 0
    assert [line for line in r.stdout.splitlines() if "booster" in line] == [
        f"Onslaught booster {i} of 3 (seed 8)" for i in (1, 2, 3)]
    assert len(r.stdout.splitlines()) == 3 * 16


def test_a_booster_in_japanese_has_japanese_names_and_rarities() -> None:
    r = run(["booster", "ONS", "--seed", "3", "--lang", "ja", "--count", "2"])
    assert r.exit_code == 0
    assert "オンスロートのブースター 1/2（シード 3）" in r.stdout
    assert "コモン" in r.stdout and ("レア" in r.stdout)
    assert english_words(r.stdout) == set()


@pytest.mark.parametrize(("args", "message"), [
    (["booster", "MIC"], "There are no boosters of 'MIC'; boosters exist for ONS, MID."),
    (["booster", "XYZ", "--count", "2"], "no boosters of 'XYZ'"),
    (["booster", "ONS", "--count", "0"], "The number of boosters must be 1 to 36, not 0."),
    (["booster", "ONS", "--count", "37"], "must be 1 to 36, not 37"),
    (["booster", "ONS", "--lang", "xx"], "Unsupported language 'xx'"),
    (["sealed", "MIC"], "There are no boosters of 'MIC'"),
    (["sealed", "ONS", "--ai", "smart"], "Unknown AI 'smart'"),
])
def test_bad_arguments_are_clear_errors(args: list[str], message: str, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = run(args, PLAY)
    assert r.exit_code == 2
    assert message in r.stderr
    assert r.stdout == ""
    assert list(tmp_path.iterdir()) == []


def test_errors_are_in_japanese_too() -> None:
    r = run(["booster", "MIC", "--lang", "ja"])
    assert r.exit_code == 2
    assert r.stderr.strip() == "エラー：「MIC」のブースターはありません。ブースターがあるセット：ONS、MID"


def _sealed(tmp_path: Path, args: list[str], stdin: str) -> tuple[Result, str | None]:
    """The result of the session, and the deck list it saved (if any)."""
    saved = tmp_path / "deck.txt"
    saved.unlink(missing_ok=True)
    r = run(["sealed", *args, "--save", str(saved)], stdin)
    return r, saved.read_text(encoding="utf-8") if saved.exists() else None


def test_a_scripted_sealed_game_builds_automatically_and_plays_to_the_end(
        tmp_path: Path) -> None:
    r, saved = _sealed(tmp_path, ["MID", "--seed", "2"], PLAY)
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "Your sealed pool: 90 cards from 6 Innistrad: Midnight Hunt boosters (seed 2)" in out
    for group in ("White (", "Blue (", "Black (", "Red (", "Green ("):
        assert group in out
    assert "Automatic deck:" in out and "23 spells and 17 basic lands." in out
    assert f"Deck list saved to {tmp_path / 'deck.txt'}." in out
    assert "You: Sealed MID 2 (40 cards)" in out
    assert "Opponent: Sealed MID 2 (Opponent) (40 cards)" in out
    assert "Game over after" in out
    assert "You win the game" in out or "Opponent wins the game" in out or "draw" in out
    # the saved list is the deck played: a legal limited deck of the player's pool
    assert saved is not None
    deck = load_decklist(tmp_path / "deck.txt")
    mine = open_sealed_pools("MID", 2, 2)[0]
    assert validate_pool_deck(deck, mine).main_count() == 40
    assert sum(e.count for e in deck.sideboard) == 90 - 23
    # same seed, same pools, same game
    assert _sealed(tmp_path, ["MID", "--seed", "2"], PLAY)[0].stdout == out


def test_building_by_hand_then_playing(tmp_path: Path) -> None:
    numbers = " ".join(str(i) for i in range(1, 24))
    r, saved = _sealed(tmp_path, ["ONS", "--seed", "4", "--ai", "random"],
                f"add {numbers}\nland W 9\ndone\nland U 8\ndeck\ndone\nq\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "Deck: 32 cards (23 from the pool, 9 basic lands)" in out
    assert "The deck has 32 cards; a limited deck has at least 40 (CR 100.2b)" in out
    assert "Deck: 40 cards (23 from the pool, 17 basic lands)" in out
    assert "Plains: 9" in out and "Island: 8" in out
    assert "You: Sealed ONS 4 (40 cards)" in out
    assert "Game abandoned." in out
    assert saved is not None and "9 Plains (ONS) 331" in saved


def test_malformed_commands_are_explained_and_change_nothing(tmp_path: Path) -> None:
    r, saved = _sealed(tmp_path, ["ONS", "--seed", "4"],
                "add 1 2\nadd 3 999\nadd 3 3\nadd 2\nadd\nremove 5\nadd x\nland Z 3\n"
                "land G\nland G 99\nfoo\ndeck\nq\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "'999' is not a card number of the pool (1 to 90)." in out
    assert "Card 3 is given twice." in out
    assert "Card 2 is already in the deck." in out
    assert "Give pool card numbers from 1 to 90 after add, e.g. add 3 7." in out
    assert "Card 5 is not in the deck." in out
    assert "'x' is not a card number of the pool" in out
    assert out.count("Say which basic land and how many") == 3
    assert "'foo' is not a command (? for help)." in out
    # only the first command changed the deck
    assert out.split("> deck\n")[1].count("Deck: 2 cards (2 from the pool, 0 basic lands)") == 1
    assert out.count("Deck: 2 cards") == 2
    assert "Deck building abandoned." in out
    assert saved is None


def test_input_ending_during_deck_building_leaves_cleanly(tmp_path: Path) -> None:
    r, saved = _sealed(tmp_path, ["MID", "--seed", "1"], "add 1\n")
    assert r.exit_code == 0
    assert "Input ended: deck building abandoned." in r.stdout
    assert saved is None


def test_a_japanese_sealed_session_has_no_english_words(tmp_path: Path) -> None:
    r, _ = _sealed(tmp_path, ["ONS", "--seed", "2", "--lang", "ja"],
                "?\nfoo\nadd 999\nland Z 1\nauto\ndone\n" + "1\n" * 3000)
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "あなたのシールド・プール：オンスロートのブースター6パックのカード90枚（シード 2）" in out
    assert "白（" in out and "自動構築：" in out
    assert f"デッキリストを{tmp_path / 'deck.txt'}に保存しました。" in out
    assert "ゲームが終了しました" in out
    before_game = out.split("manastack · シード")[0].replace(str(tmp_path), "")
    assert english_words(before_game) - {"foo", "Z"} == set()  # what the player typed
    assert "Sealed" not in out


def test_every_limited_message_is_in_both_languages_the_japanese_without_english_words() -> None:
    en, ja = LIMITED_MESSAGES["en"], LIMITED_MESSAGES["ja"]
    assert set(en) == set(ja)
    for key, text in ja.items():
        assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", en[key])), key
        assert english_words(text) == set(), key

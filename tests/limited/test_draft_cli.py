"""`manastack draft`: a booster draft, deck building and a game, driven by scripted input."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from manastack.cards.database import database
from manastack.cli import main
from manastack.limited.draft import DraftTable


def run(args: list[str], stdin: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, ["draft", *args], input=stdin)
    return r.exit_code, r.stdout, r.stderr



def picks(n: int, answer: str = "1") -> str:
    return f"{answer}\n" * n


def test_a_whole_draft_deck_and_game_from_scripted_input(tmp_path: Path) -> None:
    save = tmp_path / "draft.json"
    code, out, _ = run(["ONS", "--seed", "3", "--save", str(save)],
                       picks(45) + "auto\ndone\n" + "1\n" * 3000)
    assert code == 0
    assert "Booster draft · Onslaught · 8 seats · seed 3" in out
    assert "Pack 1, pick 1 · passing left" in out and "Pack 2, pick 1 · passing right" in out
    assert "Pack 3, pick 15 · passing left" in out
    assert "The draft is over: you picked 45 cards." in out
    assert "Your picks: 45 cards from Onslaught boosters (seed 3)" in out
    assert "Automatic deck: " in out and "Deck: 40 cards (23 from the pool" in out
    assert "Your opponent: the computer drafter on your left, with a " in out
    assert "You: Draft ONS 3 (40 cards)" in out
    assert "Game over after" in out
    assert "You win the game" in out or "wins the game" in out or "draw" in out
    saved = json.loads(save.read_text(encoding="utf-8"))
    table = DraftTable.from_dict(saved["draft"])
    assert table.is_over and len(table.picks(0)) == 45
    assert len(saved["decks"]["0"]) == 40 and len(saved["decks"]["1"]) == 40
    assert all(k in table.picks(1) or k.startswith("ONS:") for k in saved["decks"]["1"])


def test_the_same_seed_drafts_the_same_packs() -> None:
    a = run(["MID", "--seed", "5", "--seats", "3"], picks(2) + "q\n")
    b = run(["MID", "--seed", "5", "--seats", "3"], picks(2) + "q\n")
    assert a == b and "Draft abandoned." in a[1]


def test_bad_picks_are_explained_and_change_nothing() -> None:
    code, out, _ = run(["MID", "--seed", "2", "--seats", "2"],
                       "banana\n99\n0\nd 1\np\n?\n1\nq\n")
    assert code == 0
    assert "'banana' is not a card of this pack" in out
    assert "'99' is not a card of this pack" in out and "'0' is not" in out
    assert out.count("Pack 1, pick 1 ·") == 2  # shown again by ? only
    assert "Pack 1, pick 2 ·" in out
    assert "You pick" in out and out.count("You pick") == 1
    first = database().by_key(DraftTable.new("MID", 2, seats=2).pack(0)[0])  # d 1: its text
    assert f"{first.front.name} · {first.front.type_line}" in out
    assert first.front.oracle_text.splitlines()[0] in out


def test_deck_building_from_the_picks_refuses_what_isnt_a_legal_deck() -> None:
    """The picks are the pool: at least 40 cards (CR 100.2b), only picked cards and basic
    lands; a refused command changes nothing."""
    code, out, _ = run(["ONS", "--seed", "4", "--seats", "2"],
                       picks(45) + "done\nadd 99\nadd 1\nadd 1\nland X 3\nland forest 3\n"
                       "remove 1\ndeck\nq\n")
    assert code == 0
    assert "The deck has 0 cards; a limited deck has at least 40 (CR 100.2b)" in out
    assert "'99' is not a card number of the pool (1 to 45)." in out
    assert "Card 1 is already in the deck." in out
    assert "Say which basic land and how many" in out
    assert "Deck: 1 cards (1 from the pool, 0 basic lands)" in out
    assert "Deck: 4 cards (1 from the pool, 3 basic lands)" in out
    assert "Deck: 3 cards (0 from the pool, 3 basic lands)" in out
    assert "Deck building abandoned." in out and "Game over" not in out


def test_an_unknown_set_or_language_is_a_clear_error() -> None:
    code, _, err = run(["MIC"], "")
    assert code == 2 and "There are no boosters of 'MIC'; boosters exist for ONS, MID." in err
    code, _, err = run(["ONS", "--lang", "xx"], "")
    assert code == 2 and "Unsupported language 'xx'" in err
    code, _, err = run(["MID", "--lang", "ja", "--seats", "9"], "")
    assert code == 2 and "9" in err


def test_end_of_input_leaves_the_draft() -> None:
    code, out, _ = run(["ONS", "--seed", "1", "--seats", "2"], "1\n")
    assert code == 0 and "Input ended: draft abandoned." in out


ALLOWED = re.compile(r"\{(?:[WUBRGCTX]|[0-9]+|[WUBRG2]/[WUBRGP])\}|\bX\b|\bCR\b|"
                     r"(?<![A-Za-z])(?:add|remove|land|auto|clear|pool|deck|done|[WUBRG]|ONS|MID"
                     r"|manastack|AI|heuristic)(?![A-Za-z])")
"""What may stay Latin in Japanese: mana symbols, X, rule citations, the set codes, and the
commands, color letters and options the player types."""


def test_a_japanese_draft_shows_no_english_word() -> None:
    """The packs, the picks, deck building and the whole game, in Japanese."""
    code, out, _ = run(["MID", "--seed", "6", "--lang", "ja", "--seats", "4"],
                       "d 1\n" + picks(45) + "?\nauto\ndone\n" + "1\n" * 3000)
    assert code == 0
    assert "ブースター・ドラフト・イニストラード：真夜中の狩り・4人" in out
    assert "第1パック・1枚目のピック・左に回す" in out and "第2パック・1枚目のピック・右に回す" in out
    assert "ドラフトが終了しました：45枚をピックしました。" in out
    assert "あなたのピック：イニストラード：真夜中の狩りのブースターからのカード45枚（シード 6）" in out
    assert "ゲームが終了しました" in out or "ゲームに" in out
    english = sorted({w for line in out.splitlines()
                      for w in re.findall(r"[A-Za-z][A-Za-z'_-]*", ALLOWED.sub("", line))
                      if not (len(w) == 1 and w.islower())})  # a key: d, p, q, ...
    assert english == []


def test_every_draft_message_is_in_both_languages() -> None:
    from manastack.ui.draft_messages import DRAFT_MESSAGES
    assert DRAFT_MESSAGES["en"].keys() == DRAFT_MESSAGES["ja"].keys()
    for key, en in DRAFT_MESSAGES["en"].items():
        assert set(re.findall(r"\{(\w+)\}", en)) == set(
            re.findall(r"\{(\w+)\}", DRAFT_MESSAGES["ja"][key])), key

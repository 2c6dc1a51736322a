"""Why a deck can't be used, in Japanese: every deck construction problem (CR 100.2a, 100.2b,
100.4a, 903.3, 903.5a-e), every bad line of a deck list and every refusal of a deck choice is a
kind with its values, worded in each language with the same content (``i18n.deck_problems``):
the cards by their Japanese names, the colors and game words of the glossary, the rule numbers
kept. The English wording is the one the tests of those modules check."""

from __future__ import annotations

import pytest

from manastack.cards.registry import UnimplementedCardError
from manastack.formats.commander import (
    CommanderDeckError,
    commander_deck_problems,
    validate_commander_deck,
)
from manastack.formats.construction import DeckFormatError, deck_problems, validate_deck
from manastack.formats.deck_choice import DeckChoiceError, load_deck
from manastack.formats.decklist import DeckListError, load_decklist, parse_decklist
from manastack.i18n.deck_problems import PROBLEMS, unimplemented_text
from manastack.limited.sealed import PoolDeckError, validate_pool_deck


def _ja(problems: list) -> list[str]:
    return [p.text("ja") for p in problems]


def test_the_two_languages_have_the_same_problems() -> None:
    assert set(PROBLEMS["en"]) == set(PROBLEMS["ja"])


def test_constructed_deck_problems_cr_100_2a_100_4a() -> None:
    d = parse_decklist("Name small\n5 Consider\n25 Island\nSideboard\n16 Island\n")
    problems = deck_problems(d, "constructed")
    assert [str(p) for p in problems] == [
        "the deck has 30 cards; a constructed deck has at least 60 (CR 100.2a)",
        "the sideboard has 16 cards; at most 15 (CR 100.4a)",
        "Consider: 5 copies; a constructed deck (with its sideboard) has at most 4 of a card "
        "other than basic lands (CR 100.2a)"]
    assert _ja(problems) == [
        "デッキは30枚です。構築デッキは60枚以上です（CR 100.2a）",
        "サイドボードは16枚です。サイドボードは15枚以下です（CR 100.4a）",
        "考慮：5枚あります。構築デッキ（サイドボードを含む）には、基本土地以外の同じカードは4枚"
        "までしか入れられません（CR 100.2a）"]
    with pytest.raises(DeckFormatError) as err:
        validate_deck(d, "constructed")
    assert str(err.value).startswith("deck 'small' is not a legal constructed deck "
                                     "(3 problems):\n  - the deck has 30 cards")
    assert err.value.text("ja").startswith(
        "デッキ「small」は正しい構築デッキではありません（問題3件）：\n  - デッキは30枚です。")


def test_a_limited_deck_and_its_pool_cr_100_2b() -> None:
    d = parse_decklist("2 Consider\n1 Shock\n20 Island\n")
    with pytest.raises(PoolDeckError) as err:
        validate_pool_deck(d, ["MID:44"])
    assert _ja(err.value.problems) == [
        "デッキは23枚です。リミテッドのデッキは40枚以上です（CR 100.2b）",
        "考慮：デッキに2枚ありますが、プールには1枚しかありません：リミテッドのデッキに入れられる"
        "のは、プールのカードと基本土地だけです（CR 100.2b）",
        "ショック：デッキに1枚ありますが、プールにありません：リミテッドのデッキに入れられるのは、"
        "プールのカードと基本土地だけです（CR 100.2b）"]
    assert str(err.value.problems[2]) == (
        "Shock: 1 in the deck, but it is not in the pool: a limited deck uses only its pool's "
        "cards and basic lands (CR 100.2b)")


def test_commander_deck_problems_cr_903_5() -> None:
    d = parse_decklist("Name bad\nCommander\n1 Leinore, Autumn Sovereign\nDeck\n2 Sol Ring\n"
                       "1 Talisman of Dominance\n1 Sunken Hollow\n50 Forest\n30 Plains\n"
                       "Sideboard\n1 Swords to Plowshares\n")
    assert _ja(commander_deck_problems(d)) == [
        "85枚です：統率者戦のデッキは、統率者を含めてちょうど100枚です（CR 903.5a）",
        "サイドボードが1枚あります：統率者戦のデッキにサイドボードはありません（CR 903.5e）",
        "太陽の指輪：2枚あります：基本土地以外のカードは、それぞれ異なる英語名でなければなりません"
        "（CR 903.5b）",
        "威圧のタリスマン：このカードの固有色（青、黒）が統率者の固有色（白、緑）に含まれていません"
        "（CR 903.5c）",
        "窪み渓谷：このカードの基本土地タイプは、統率者の固有色（白、緑）にない青、黒のマナを"
        "生み出します（CR 903.5d）"]
    with pytest.raises(CommanderDeckError) as err:
        validate_commander_deck(d)
    assert err.value.text("ja").startswith(
        "デッキ「bad」は正しい統率者戦のデッキではありません（問題5件）：\n  - 85枚です")


def test_commanders_that_cant_be_commanders_cr_903_3() -> None:
    d = parse_decklist("Commander\n1 Mask of Griselbrand\n1 Sol Ring\nDeck\n98 Swamp\n")
    problems = commander_deck_problems(d)
    assert [str(p) for p in problems] == [
        "2 commanders (Mask of Griselbrand, Sol Ring): a deck has one commander, or two that "
        "both have partner (CR 903.3, 702.124)",
        "Mask of Griselbrand: a commander must be a legendary creature card (CR 903.3); it is "
        "a Legendary Artifact — Equipment",
        "Sol Ring: a commander must be a legendary creature card (CR 903.3); it isn't "
        "legendary"]
    assert _ja(problems) == [
        "統率者が2枚あります（グリセルブランドの仮面、太陽の指輪）：デッキの統率者は1枚か、"
        "どちらも共闘を持つ2枚です（CR 903.3, 702.124）",
        "グリセルブランドの仮面：統率者は伝説のクリーチャー・カードでなければなりません"
        "（CR 903.3）。このカードは伝説のアーティファクト ― 装備品です",
        "太陽の指輪：統率者は伝説のクリーチャー・カードでなければなりません（CR 903.3）。"
        "このカードは伝説ではありません"]
    assert _ja(commander_deck_problems(parse_decklist("Deck\n100 Forest\n"))) == [
        "統率者がいません：リストの「Commander」セクションで指定してください（CR 903.3）"]


def test_a_commander_section_outside_the_commander_format_cr_903_3() -> None:
    d = parse_decklist("Commander\n1 Leinore, Autumn Sovereign\nDeck\n2 Sol Ring\n58 Forest\n")
    (problem,) = deck_problems(d, "limited")
    assert str(problem).startswith("a Commander section (Leinore, Autumn Sovereign): only a "
                                   "Commander deck has a commander (CR 903.3); for a limited "
                                   "deck list these cards")
    assert problem.text("ja") == (
        "Commanderセクション（秋の君主、レノール）：統率者がいるのは統率者戦のデッキだけです"
        "（CR 903.3）。リミテッドのデッキでは、これらのカードをメインデッキ（またはサイドボード）に"
        "入れるか、commanderフォーマットでプレイしてください")
    with pytest.raises(DeckChoiceError) as err:
        load_deck("coven_counters", format="normal")
    assert "通常のゲームでは" in err.value.text("ja")
    assert "正しい通常のゲームのデッキではありません" in err.value.text("ja")
    assert "is not a legal deck for a normal game" in str(err.value)


@pytest.mark.parametrize(("text", "english", "japanese"), [
    ("4 Consider\n2 Concider", "line 2: '2 Concider': unknown card 'Concider'; did you mean: "
     "'Consider'", "2行目：「2 Concider」：カード「Concider」は見つかりません。もしかして："
     "「Consider」"),
    ("x Forest", "line 1: 'x Forest': count 'x' is not a positive integer",
     "1行目：「x Forest」：枚数「x」は正の整数ではありません"),
    ("4x", "line 1: '4x': expected '<count> <card name>'",
     "1行目：「4x」：「<枚数> <カード名>」の形で書いてください"),
    ("0 Forest", "line 1: '0 Forest': count must be positive, not 0",
     "1行目：「0 Forest」：枚数は正の数でなければなりません（0ではなく）"),
    ("1001 Forest", "line 1: '1001 Forest': count 1001 is too large: a line holds at most 1000 "
     "copies", "1行目：「1001 Forest」：枚数1001は多すぎます：1行に書けるのは1000枚までです"),
    ("1 Consider (MID) 999", "line 1: '1 Consider (MID) 999': no card MID 999 in the card "
     "database", "1行目：「1 Consider (MID) 999」：カード・データベースにMID 999のカードは"
     "ありません"),
    ("1 Consider (MID) 1", "line 1: '1 Consider (MID) 1': MID 1 is 'Adeline, Resplendent "
     "Cathar', not 'Consider'", "1行目：「1 Consider (MID) 1」：MID 1は「Consider」ではなく"
     "「輝かしい聖戦士、エーデリン」です"),
    ("1 Consider (ONS)", "line 1: '1 Consider (ONS)': 'Consider' is not in set ONS",
     "1行目：「1 Consider (ONS)」：「考慮」はセットONSにありません"),
    ("# nothing", "the deck has no main-deck entries",
     "デッキにメインデッキのカードがありません"),
    ("Sideboard\n4 Forest", "the deck has no main-deck entries",
     "デッキにメインデッキのカードがありません"),
])
def test_a_bad_line_of_a_deck_list(text: str, english: str, japanese: str) -> None:
    with pytest.raises(DeckListError) as err:
        parse_decklist(text)
    assert str(err.value).startswith(english)
    assert err.value.text("ja").startswith(japanese)


def test_a_deck_that_is_neither_a_file_nor_bundled() -> None:
    with pytest.raises(FileNotFoundError) as err:
        load_decklist("nosuch")
    assert str(err.value).startswith("no deck list file 'nosuch' and no bundled deck of that "
                                     "name (bundled: coven_counters, ")
    with pytest.raises(DeckChoiceError) as choice:
        load_deck("nosuch")
    assert choice.value.text("ja").startswith(
        "デッキリストのファイル「nosuch」も、その名前の同梱デッキもありません（同梱デッキ："
        "coven_counters、")


def test_a_malformed_deck_choice_names_the_deck_and_the_line(tmp_path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("4 Consider\nfour Island\n", encoding="utf-8")
    with pytest.raises(DeckChoiceError) as err:
        load_deck(str(path))
    assert str(err.value) == (f"deck {str(path)!r}: line 2: 'four Island': count 'four' is not "
                              "a positive integer")
    assert err.value.text("ja") == (f"デッキ「{path}」：2行目：「four Island」：枚数「four」は"
                                    "正の整数ではありません")


def test_a_deck_list_file_that_is_not_utf8(tmp_path) -> None:
    path = tmp_path / "latin.txt"
    path.write_bytes("4 Consider\n4 Caf\u00e9\n".encode("latin-1"))
    with pytest.raises(DeckChoiceError) as err:
        load_deck(str(path))
    assert err.value.text("ja") == (f"デッキ「{path}」：2行目：「4 Caf\ufffd」：UTF-8のテキストでは"
                                    "ありません（バイト0xE9を読めません）。デッキリストはUTF-8で"
                                    "保存してください")


def test_a_card_not_implemented_yet() -> None:
    """No card of the products is unimplemented now: the error as ``require_implemented``
    raises it, worded in both languages (the Oracle lines stay as the Oracle has them)."""
    e = UnimplementedCardError("Consider", "MID", "44", ("Surveil 1.", "Draw a card."))
    assert str(e) == ("Consider (MID 44) is not implemented yet: no ability claims: Surveil 1.; "
                      "Draw a card.")
    assert unimplemented_text(e, "ja") == (
        "考慮（MID 44）はまだ実装されていません：どの能力も扱っていない行：Surveil 1.; "
        "Draw a card.")
    choice = DeckChoiceError("mine", e)
    assert str(choice) == f"deck 'mine' can't be played yet: {e}"
    assert choice.text("ja").startswith("デッキ「mine」はまだプレイできません：考慮（MID 44）")

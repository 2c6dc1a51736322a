"""The commands' own refusals speak the language of ``--lang``: an unknown AI, a game that
can't be loaded or replayed, a Two-Headed Giant table of another size (CR 810.1), a deck that is
unknown, malformed or breaks deck construction (CR 100.2a, 903.3, 903.5), a rule the
Comprehensive Rules don't have — in Japanese under ``--lang ja`` (the cards by their Japanese
names, rule numbers kept), in English as before otherwise; exit status 2 either way."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from manastack.cli import main
from manastack.formats.decklist import load_decklist
from manastack.game import Game


def _err(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args), input="q\n")
    return r.exit_code, r.stderr.strip()


def test_an_unknown_ai() -> None:
    assert _err("play", "--ai", "foo", "--plain") == (
        2, "error: unknown AI 'foo'; choose one of: random, first, heuristic, search")
    assert _err("play", "--lang", "ja", "--ai", "foo", "--plain") == (
        2, "エラー：AI「foo」はありません。選べるAI：random、first、heuristic、search")


def test_a_two_headed_giant_table_has_four_players_cr_810_1() -> None:
    """CR 810.1, 810.11: two teams of two, three or four players."""
    args = ("play", "--format", "two_headed_giant", "--players", "3", "--plain")
    assert _err(*args) == (2, "error: a Two-Headed Giant game has two teams of two players "
                              "(CR 810.1), or of three or four (CR 810.11): --players 4, 6 "
                              "or 8, not 3")
    assert _err(*args, "--lang", "ja") == (
        2, "エラー：双頭巨人戦は2人ずつの2チームで行います（CR 810.1）。3人か4人ずつでも行えます"
           "（CR 810.11）：--players は3ではなく4、6、8のいずれかです")


def test_an_unknown_deck() -> None:
    code, out = _err("play", "--deck", "nosuch", "--plain")
    assert code == 2 and out.startswith("error: no deck list file 'nosuch' and no bundled deck "
                                        "of that name (bundled: coven_counters, ")
    code, out = _err("play", "--lang", "ja", "--deck", "nosuch", "--plain")
    assert code == 2 and out.startswith(
        "エラー：デッキリストのファイル「nosuch」も、その名前の同梱デッキもありません（同梱デッキ："
        "coven_counters、")


def test_a_malformed_deck_list(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text("20 Island\n4 Concider\n", encoding="utf-8")
    code, out = _err("play", "--lang", "ja", "--deck", str(path), "--plain")
    assert code == 2 and out.startswith(
        f"エラー：デッキ「{path}」：2行目：「4 Concider」：カード「Concider」は見つかりません。"
        "もしかして：")
    code, out = _err("play", "--deck", str(path), "--plain")
    assert out.startswith(f"error: deck {str(path)!r}: line 2: '4 Concider': unknown card "
                          "'Concider'; did you mean: ")


def test_a_deck_that_breaks_deck_construction_cr_100_2a(tmp_path: Path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text("Name mine\n5 Consider\n25 Island\n", encoding="utf-8")
    code, out = _err("play", "--lang", "ja", "--deck", str(path), "--plain")
    assert code == 2
    assert out.splitlines() == [
        "エラー：デッキ「mine」は正しい構築デッキではありません（問題2件）：",
        "  - デッキは30枚です。構築デッキは60枚以上です（CR 100.2a）",
        "  - 考慮：5枚あります。構築デッキ（サイドボードを含む）には、基本土地以外の同じカードは"
        "4枚までしか入れられません（CR 100.2a）"]
    code, out = _err("play", "--deck", str(path), "--plain")
    assert out.splitlines() == [
        "error: deck 'mine' is not a legal constructed deck (2 problems):",
        "  - the deck has 30 cards; a constructed deck has at least 60 (CR 100.2a)",
        "  - Consider: 5 copies; a constructed deck (with its sideboard) has at most 4 of a "
        "card other than basic lands (CR 100.2a)"]


def test_a_deck_that_is_no_commander_deck_cr_903_5() -> None:
    code, out = _err("play", "--lang", "ja", "--format", "commander", "--deck", "sample_mid",
                     "--plain")
    assert code == 2
    lines = out.splitlines()
    assert lines[0] == "エラー：デッキ「sample_mid」は正しい統率者戦のデッキではありません（問題10件）："
    assert "  - 統率者がいません：リストの「Commander」セクションで指定してください（CR 903.3）" \
        in lines
    assert any(line.startswith("  - 有頂天の呼び覚ます者 // 目覚めた悪魔：2枚あります") for line in lines)


def test_a_game_that_cant_be_loaded_or_replayed(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("not json", encoding="utf-8")
    code, out = _err("play", "--lang", "ja", "--load", str(path), "--plain")
    assert code == 2 and out.startswith(
        f"エラー：「{path}」を読み込めません：ゲームのJSONが正しくありません：Expecting value")
    code, out = _err("play", "--load", str(path), "--plain")
    assert out.startswith(f"error: can't load {str(path)!r}: malformed game JSON: Expecting "
                          "value")
    code, out = _err("replay", str(path), "--lang", "ja")
    assert code == 2 and out.startswith(f"エラー：「{path}」をリプレイできません：ゲームのJSONが")
    for document, japanese, english in [
            ({"format": "other"}, "manastackのゲームの文書ではありません",
             "not a manastack game document"),
            ({"format": "manastack-game", "version": 99},
             "ゲームの形式のバージョン99には対応していません",
             "unsupported game format version 99")]:
        path.write_text(json.dumps(document), encoding="utf-8")
        assert _err("play", "--lang", "ja", "--load", str(path), "--plain") == (
            2, f"エラー：「{path}」を読み込めません：{japanese}")
        assert _err("play", "--load", str(path), "--plain") == (
            2, f"error: can't load {str(path)!r}: {english}")
    path.write_bytes('{"format": "manastack-game", "name": "\u00e9"}'.encode("latin-1"))
    code, out = _err("play", "--load", str(path), "--plain")
    assert code == 2 and out.startswith(f"error: can't load {str(path)!r}: malformed game JSON: "
                                        "'utf-8' codec can't decode byte 0xe9")
    code, out = _err("replay", str(path), "--lang", "ja")
    assert code == 2 and out.startswith(f"エラー：「{path}」をリプレイできません：ゲームのJSONが")
    missing = str(tmp_path / "none.json")
    assert _err("play", "--lang", "ja", "--load", missing, "--plain") == (
        2, f"エラー：「{missing}」を読み込めません：ファイルがありません")
    code, out = _err("play", "--load", missing, "--plain")
    assert code == 2 and out.startswith(f"error: can't load {missing!r}: [Errno 2]")
    decks = [load_decklist("sample_mid"), load_decklist("sample_ons")]
    path.write_text(Game.new(decks, seed=1).to_json(), encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8"))
    assert _err("replay", str(path), "--player", "5", "--lang", "ja", "--plain") == (
        2, "エラー：プレイヤー5はいません：このゲームのプレイヤーは0から1です")
    assert _err("replay", str(path), "--player", "5", "--plain") == (
        2, "error: no player 5: the game has players 0 to 1")


def test_a_rule_the_comprehensive_rules_dont_have() -> None:
    assert _err("rules", "--lang", "ja", "999.9z") == (
        2, "エラー：ルール「999.9z」はありません：総合ルールにそのようなルールはありません")
    assert _err("rules", "999.9z") == (
        2, "error: no rule '999.9z': the Comprehensive Rules have no such rule")

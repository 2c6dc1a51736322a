"""The command line's usage errors speak the language of ``--lang``: with ``--lang ja`` (or
``--lang=ja``) an unknown option, a bad value, a missing argument or an unknown command is shown
in Japanese — usage line, hint and error, the same content as the English — with click's exit
status 2; without it, click's English is unchanged (``manastack.ui.cli_errors``)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.ui.cli_errors import TEMPLATES_JA, range_ja, requested_lang, translate


def _err(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args), prog_name="manastack")
    return r.exit_code, r.stderr


@pytest.mark.parametrize(("args", "english", "japanese"), [
    (["play", "--players", "9"],
     "Error: Invalid value for '--players': 9 is not in the range 2<=x<=8.",
     "エラー：「--players」の値が正しくありません：9は範囲外です（2～8）。"),
    (["play", "--bogus"], "Error: No such option '--bogus'.",
     "エラー：オプション「--bogus」はありません。"),
    (["play", "--format", "foo"],
     "Error: Invalid value for '--format': 'foo' is not one of 'constructed', 'limited', "
     "'commander', 'two_headed_giant', 'normal'.",
     "エラー：「--format」の値が正しくありません：「foo」は「constructed」、「limited」、「commander」、"
     "「two_headed_giant」、「normal」のいずれでもありません。"),
    (["play", "--seed", "abc"], "Error: Invalid value for '--seed': 'abc' is not a valid integer.",
     "エラー：「--seed」の値が正しくありません：「abc」は整数ではありません。"),
    (["sealed"], "Error: Missing argument 'SET'.", "エラー：引数「SET」がありません。"),
    (["draft", "MID", "--seats", "1"],
     "Error: Invalid value for '--seats': 1 is not in the range 2<=x<=8.",
     "エラー：「--seats」の値が正しくありません：1は範囲外です（2～8）。"),
    (["replay", "nofile.json"],
     "Error: Invalid value for 'PATH': File 'nofile.json' does not exist.",
     "エラー：「PATH」の値が正しくありません：ファイル「nofile.json」は存在しません。"),
    (["rules"], "Error: Missing argument 'QUERY...'.", "エラー：引数「QUERY...」がありません。"),
    (["booster", "ONS", "--count", "1", "2"], "Error: Got unexpected extra argument (2)",
     "エラー：余分な引数があります（2）"),
    (["booster", "ONS", "--count", "x"],
     "Error: Invalid value for '--count': 'x' is not a valid integer.",
     "エラー：「--count」の値が正しくありません：「x」は整数ではありません。"),
    (["bogus"], "Error: No such command 'bogus'.", "エラー：コマンド「bogus」はありません。"),
])
def test_usage_errors_in_japanese_with_the_english_content(args: list[str], english: str,
                                                          japanese: str) -> None:
    code, out = _err(*args)
    assert code == 2 and out.rstrip("\n").endswith(english), out
    assert "使い方" not in out
    for lang in (["--lang", "ja"], ["--lang=ja"]):
        code, out = _err(*args, *lang)
        assert code == 2, out
        assert out.rstrip("\n").endswith(japanese), out
        assert "Usage" not in out and "Error" not in out and "Try" not in out


def test_the_usage_line_and_the_hint_are_japanese_too() -> None:
    code, out = _err("play", "--lang", "ja", "--players", "9")
    assert code == 2
    assert out.splitlines()[:3] == ["使い方: manastack play [OPTIONS]",
                                    "ヘルプは「manastack play --help」で表示できます。", ""]
    code, out = _err("play", "--players", "9")
    assert out.splitlines()[:3] == ["Usage: manastack play [OPTIONS]",
                                    "Try 'manastack play --help' for help.", ""]


def test_a_misspelt_option_names_its_likely_ones() -> None:
    code, out = _err("play", "--lang", "ja", "--pla")
    assert code == 2
    assert out.rstrip("\n").endswith(
        "エラー：オプション「--pla」はありません。（もしかして次のいずれかですか：「--lang」、"
        "「--load」、「--plain」）")
    code, out = _err("play", "--pla")
    assert out.rstrip("\n").endswith(
        "Error: No such option '--pla'. (Did you mean one of: '--lang', '--load', '--plain'?)")


def test_an_option_without_its_value() -> None:
    code, out = _err("booster", "ONS", "--lang", "ja", "--count")
    assert (code, out.strip()) == (2, "エラー：オプション「--count」には値が必要です。")
    code, out = _err("play", "--lang", "ja", "--plain=3")
    assert (code, out.strip()) == (2, "エラー：オプション「--plain」は値をとりません。")
    code, out = _err("booster", "ONS", "--count")
    assert (code, out.strip()) == (2, "Error: Option '--count' requires an argument.")


def test_the_language_is_the_last_lang_given_and_english_by_default() -> None:
    assert requested_lang(["play", "--lang", "ja"]) == "ja"
    assert requested_lang(["play", "--lang=ja", "--lang", "en"]) == "en"
    assert requested_lang(["play", "--lang"]) == "en"
    assert requested_lang(["play", "--", "--lang", "ja"]) == "en"
    code, out = _err("play", "--lang", "fr", "--players", "9")
    assert code == 2 and "Error: Invalid value for '--players'" in out


def test_every_template_reads_back_to_its_japanese() -> None:
    """Each English template, filled, is translated, and a message of no template is kept."""
    for english, japanese in TEMPLATES_JA.items():
        filled = english.replace("{value!r}", "'v'").replace("{name!r}", "'n'") \
            .replace("{filename!r}", "'f'").replace("{name}", "File")
        for field in ("range", "choice", "choices", "nargs", "args", "len", "value"):
            filled = filled.replace("{" + field + "}", "7")
        assert translate(filled) != filled or filled == japanese, english
    assert translate("something click never says") == "something click never says"


def test_a_value_out_of_range_names_the_range_in_japanese_words() -> None:
    """Click's 2<=x<=8 is read as 2～8; a one-sided or open range says 以上, 以下, より大きく, 未満."""
    code, out = _err("play", "--lang", "ja", "--players", "1")
    assert (code, out.rstrip("\n").splitlines()[-1]) == (
        2, "エラー：「--players」の値が正しくありません：1は範囲外です（2～8）。")
    assert [range_ja(r) for r in ("2<=x<=8", "x>=1", "x>1", "x<=5", "x<5", "0<x<5", "0<=x<5",
                                  "0<x<=5", "a range")] == [
        "2～8", "1以上", "1より大きい数", "5以下", "5未満", "0より大きく5未満", "0以上5未満",
        "0より大きく5以下", "a range"]

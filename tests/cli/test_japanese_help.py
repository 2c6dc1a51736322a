"""The help pages speak the language of ``--lang``: ``manastack --lang ja --help`` and each
command's ``--help`` with ``--lang ja`` (given to the command, or to ``manastack`` before the
command) show the usage line, the description, every option's help and what click adds to it
(default, range) in Japanese, the options and values as typed; without it, click's English
pages are unchanged (``manastack.ui.cli_help``)."""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from manastack.cli import main
from manastack.ui.cli_help import HELP_JA, wrap_ja

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORDS = re.compile(r"\b(?:Usage|Options|Commands|Show|default|the|a|of|and|or is)\b")


def _out(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, list(args), prog_name="manastack", terminal_width=80)
    return r.exit_code, r.output


def _flat(text: str) -> str:
    """``text`` without its line breaks and spaces (the wrapping aside)."""
    return re.sub(r"\s+", "", text)


def _english_left(text: str) -> list[str]:
    """English words of prose left in ``text`` (the options, metavars and values aside)."""
    prose = re.sub(r"--?[\w-]+|\[[^\]]*\]|\b[A-Z_.]+\b|[\w./:@+-]*\.(?:json|jsonl|parquet|rs|db)"
                   r"|postgresql://\S+|manastack[\w.]*", "", text)
    return ENGLISH_WORDS.findall(prose)


def test_the_top_help_page_in_japanese_and_english() -> None:
    code, ja = _out("--lang", "ja", "--help")
    assert code == 0
    assert ja.startswith("使い方: manastack [OPTIONS] COMMAND [ARGS]...\n")
    assert "マジック：ザ・ギャザリングのルール・エンジン" in ja
    assert "\nオプション:\n" in ja and "\nコマンド:\n" in ja
    assert "このヘルプを表示して終了します。" in ja and "バージョンを表示して終了します。" in ja
    assert re.search(r"\n  play +コンピューターを相手に、端末でゲームをプレイします。\n", ja)
    assert _english_left(ja) == []
    code, en = _out("--help")
    assert code == 0 and en.startswith("Usage: manastack [OPTIONS] COMMAND [ARGS]...")
    assert "Show this message and exit." in en and not JAPANESE.search(en)


@pytest.mark.parametrize("command", sorted(main.commands))
def test_every_command_help_page_in_japanese(command: str) -> None:
    """Each command's page, asked for before the command (``manastack --lang ja CMD
    --help``): its description and every option's help in Japanese, nothing English left."""
    code, ja = _out("--lang", "ja", command, "--help")
    assert code == 0, ja
    assert ja.startswith(f"使い方: manastack {command} [OPTIONS]")
    assert _flat(HELP_JA[command][""]) in _flat(ja)
    assert _english_left(ja) == [], ja
    code, en = _out(command, "--help")
    assert code == 0 and en.startswith(f"Usage: manastack {command} [OPTIONS]")
    assert not JAPANESE.search(en)


def test_every_option_of_every_command_has_its_japanese_help() -> None:
    """No option falls back on its English help: each has a row of HELP_JA (click's own
    --help and --version aside), and no row names an option that does not exist."""
    for name, command in [("", main), *sorted(main.commands.items())]:
        options = {p.name for p in command.params if isinstance(p, click.Option)} - {"version"}
        assert set(HELP_JA[name]) - {""} == options, name
        assert HELP_JA[name][""] and JAPANESE.search(HELP_JA[name][""])


def test_a_commands_own_lang_gives_its_page_in_japanese() -> None:
    """``--lang ja`` after ``--help`` or before it, spaced or with =, all give the page."""
    pages = {_out("play", "--help", "--lang", "ja")[1], _out("play", "--lang=ja", "--help")[1],
             _out("--lang", "ja", "play", "--help")[1].replace("（既定値：ja）", "（既定値：en）")}
    assert len(pages) == 1
    (page,) = pages
    assert "--players 整数" in page and "（2～8）" in page  # click's 2<=x<=8
    assert "卓につくプレイヤーの人数" in _flat(page) and "（既定値：heuristic）" in _flat(page)
    assert "--format [constructed|limited|commander|two_headed_giant|normal]" in page
    assert "統率者戦" in page and "双頭巨人戦" in page and "基本土地" in page
    code, bench = _out("--lang", "ja", "bench", "--help")
    assert "-n, --games 整数" in bench and "（既定値：3、1以上）" in _flat(bench)


def test_the_groups_lang_is_the_commands_default() -> None:
    """``manastack --lang ja play``: play speaks Japanese (its refusal of an unknown AI), and
    a usage error of a command without --lang is Japanese too; an unknown language is
    refused."""
    code, out = _out("--lang", "ja", "play", "--ai", "nosuch")
    assert code == 2 and "AI「nosuch」はありません" in out
    code, out = _out("--lang", "ja", "bench", "-n", "0")
    assert (code, out.rstrip("\n").splitlines()[-1]) == (
        2, "エラー：「--games」 / 「-n」の値が正しくありません：0は範囲外です（1以上）。")
    code, out = _out("--lang", "fr", "--help")
    assert code == 0 and out.startswith("Usage:")
    code, out = _out("--lang", "fr", "play")
    assert code == 2 and "unsupported language 'fr'" in out


def test_japanese_text_wraps_by_display_width() -> None:
    """A Japanese character takes two columns: lines break between characters, never inside
    an option or a word, never before 、。） nor after （."""
    text = ("確認するデッキ構築：constructed（構築。60枚以上、基本土地以外の同じカードは4枚まで、"
            "CR 100.2a）、--players で指定しないかぎり4人（双頭巨人戦）。") * 3
    lines = wrap_ja(text, 30)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        width = sum(2 if JAPANESE.search(c) or c in "（）、。：" else 1 for c in line)
        assert width <= 30 + 2 * len(re.search(r"[、。）]*$", line).group()), line
        assert line[0] not in "、。）" and line[-1] != "（"
    assert any("--players" in line for line in lines)
    assert all("constructed" in line or "constr" not in line for line in lines)

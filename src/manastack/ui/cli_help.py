"""The command line's help pages in Japanese (``manastack --lang ja --help``, ``manastack play
--help --lang ja``): each command's description and each option's help, and the words click
puts around them (usage, the section headings, an option's default, range and requirement).

:data:`HELP_JA` gives, for the group (``""``) and each command, its description (key ``""``)
and the help of each of its options by parameter name. The game words are the glossary's
(``data/glossary-ja.tsv``: デッキ, 基本土地, ライフ, 統率者, プレイヤー, 対戦相手, ゲーム, カード);
the format names those of the terminal and the lobby (統率者戦, 双頭巨人戦, 構築, リミテッド,
シールド, ブースター・ドラフト); option names, values and file names are kept as typed.

Click wraps help text at spaces and counts characters; Japanese has no spaces and its
characters take two columns, so :class:`JapaneseHelpFormatter` wraps by display width,
breaking between any two Japanese characters but never inside a run of Latin letters and
digits (an option such as ``--players``), and never before a closing mark (、。）」).
"""

from __future__ import annotations

import inspect
import re
import unicodedata
from collections.abc import Iterable

import click

__all__ = ["HELP_JA", "JapaneseHelpFormatter", "format_help_ja", "range_ja", "short_help_ja",
           "wrap_ja"]

_FORMATS_PLAY = (
    "確認するデッキ構築：constructed（構築。60枚以上、基本土地以外の同じカードは4枚まで、"
    "CR 100.2a）、limited（リミテッド。40枚以上、CR 100.2b）、commander（統率者戦、CR 903："
    "ライフ40点、--players で指定しないかぎり4人）、two_headed_giant（双頭巨人戦、CR 810："
    "あなたとコンピューターのチームメイトが2人のコンピューターの対戦相手と戦う。ライフはチーム"
    "ごとに30点、構築のデッキ）。normal はそれ以外に何も確認しません。Commanderセクションの"
    "あるデッキリストを使えるのは commander フォーマットだけです（CR 903.3）。")
_FORMATS_SIMULATE = (
    "commander：統率者戦（CR 903）。すべてのデッキが統率者戦の適正なデッキでなければなりません。"
    "two_headed_giant：双頭巨人戦（CR 810）。デッキは4つで、最初の2つが1チームです。"
    "Commanderセクションのあるデッキリストを使えるのは commander フォーマットだけです"
    "（CR 903.3）。")
_LANG = "言語：en または ja。"
_JSON = "1つのJSON文書として出力します。"
_TESTS = "テストのフォルダー（既定は ./tests）。"

#: Japanese help by command (``""`` the ``manastack`` group): the description under ``""``,
#: each option's help under its parameter's name.
HELP_JA: dict[str, dict[str, str]] = {
    "": {
        "": "manastack：マジック：ザ・ギャザリングのルール・エンジン（ONS、MID、MIC）。",
        "lang": "ヘルプとメッセージの言語：en または ja。各コマンドの --lang の既定値にもなります。",
    },
    "play": {
        "": "コンピューターを相手に、端末でゲームをプレイします。",
        "deck": "あなたのデッキ：デッキリストのファイルか同梱デッキの名前。",
        "opponent_decks": "対戦相手のデッキ（ファイルか同梱デッキの名前）。統率者戦では対戦相手"
                          "ごとに繰り返して指定します（指定したデッキが順に使われます）。",
        "fmt": _FORMATS_PLAY,
        "players": "卓につくプレイヤーの人数（既定は2人、統率者戦では4人）。",
        "ai": "対戦相手：random、first、heuristic または search（より強く、より遅い：ゲームを"
              "先まで進めて選択肢を比べます。1回の判断に約0.5秒）。",
        "lang": _LANG,
        "seed": "ゲームのシード（省略するとランダム）。",
        "plain": "行ベースのクライアント（番号で答える質問）。標準入力か標準出力が端末でない"
                 "ときもこれを使います。",
        "load_path": "sキー（行ベースのクライアントではコマンド s）で保存したゲームを続けます。",
        "save_path": "sキー（行ベースのクライアントではコマンド s）でゲームを保存する場所。",
    },
    "booster": {
        "": "SET（ONS または MID）のブースターを開封し、そのカードをレアリティとともに一覧"
            "します。",
        "seed": "ブースターのシード（省略するとランダム）。",
        "count": "ブースターの数（1～36）。",
        "lang": _LANG,
    },
    "sealed": {
        "": "シールド：SET のブースターを6個開封して40枚のデッキを構築し、コンピューターが"
            "自分のブースター6個から作ったシールドのデッキと対戦します。",
        "seed": "プールとゲームのシード（省略するとランダム）。",
        "lang": _LANG,
        "save_path": "構築したデッキリストを保存する場所。",
        "ai": "対戦相手：random、first または heuristic。",
        "plain": "ゲームにも行ベースのクライアントを使います。",
    },
    "draft": {
        "": "ブースター・ドラフト：コンピューターのドラフト参加者を相手に SET（ONS または MID）"
            "のブースターをドラフトし、ピックしたカードでデッキを構築して、左隣の参加者の"
            "デッキと対戦します。",
        "seed": "ブースター、コンピューターのドラフト参加者、ゲームのシード（省略すると"
                "ランダム）。",
        "seats": "卓の席の数：あなたとコンピューターのドラフト参加者。",
        "lang": _LANG,
        "save_path": "ドラフト（パックとすべてのピック）と構築したデッキをこのJSONファイルに"
                     "書き出します。",
        "plain": "ゲームにも行ベースのクライアントを使います。",
    },
    "replay": {
        "": "保存したゲーム（manastack play の sキー）を、PLAYER が見たとおりに1手ずつ"
            "リプレイします。",
        "player": "誰の視点で見るか（0が最初の席）。",
        "lang": _LANG,
        "plain": "フルスクリーンのリプレイではなく、各手のログを出力します（出力が端末でない"
                 "ときも）。",
    },
    "serve": {
        "": "ブラウザーでゲームを提供します：ロビー、各席のWebSocket、Webクライアント。",
        "host": "待ち受けるアドレス（既定ではこのコンピューターからのみ）。",
        "port": "待ち受けるポート。",
        "db": "ゲームを保存する場所：SQLiteのファイル、または postgresql://user@host/db の"
              "URL。",
        "workers": "ゲームを動かすワーカー・スレッドの数（コンピューターの席、行動、表示）。",
    },
    "rules": {
        "": "総合ルールの規則を番号（704.5g、704.5、704）で引き、その下の規則とともに"
            "表示します。語句（\"legend rule\"）なら、用語集の項目とその語句を含む規則を"
            "表示します。",
        "lang": "見出しの言語：en または ja。",
    },
    "simulate": {
        "": "2つ以上のデッキ DECKS（ファイルか同梱デッキの名前）の間で GAMES 回のゲームを"
            "行います。",
        "games": "行うゲームの数。",
        "seed": "i番目のゲームはシード S+i を使います。",
        "policy": "random、first、heuristic または search。席ごとに指定するならコンマで区切り"
                  "ます。",
        "max_decisions": "この回数の判断の後も続いているゲームは未終了と数えます。",
        "fmt": _FORMATS_SIMULATE,
        "as_json": _JSON,
        "use_ray": "ゲームをRayクラスター（--address がなければローカルのもの）のタスクとして"
                   "行います。結果の数字はRayを使わない同じシードのものと同じです。",
        "address": "使うRayクラスター（例：auto）。",
        "out": "ゲームごとに1行（シード、デッキ、勝者、ターン数、判断の数）を .jsonl か "
               ".parquet のファイルに書き出します。",
        "record_actions": "各ゲームの行動をその行に加えます。",
    },
    "coverage": {
        "": "セットごとの、実装したカード、どの能力にも対応していないオラクルの行、カードの"
            "テスト。",
        "set_code": "このセットだけ：ONS、MID または MIC。",
        "as_json": _JSON,
        "tests_dir": _TESTS,
        "verbose": "各区分のカードを一覧します。",
    },
    "rulings": {
        "": "文書ごとの、テストが確認している裁定（元の文書と公式のカードの裁定）。",
        "doc": "この文書だけ：ONS-FAQ、MID-RN、MIC-RN、ONS-OR、MID-OR または MIC-OR。",
        "as_json": _JSON,
        "tests_dir": _TESTS,
        "verbose": "確認されていないIDをすべて一覧します。",
    },
    "bench": {
        "": "一様にランダムな方針での速度とメモリ（manastack.benchmark を参照）。",
        "games": "対戦の組み合わせごとのゲームの数。",
        "seed": "最初のシード。",
        "decks": "代わりにこれらのデッキを2つずつ組にして測ります（オプションを繰り返します）。",
        "shared": "ベンチマークのデッキリストのフォルダー（既定は同梱のコピー）。",
        "no_shared": "サンプルのデッキだけ。",
        "no_phase": "phase.rs との比較を行いません。",
        "max_decisions": "この回数の判断の後、ゲームを止めます。",
        "repeat": "組み合わせごとの同じゲームを、エンジンごとに何回通すか（エンジンは交互に"
                  "通します）。時間の数字はどれも、その回のうち最も短いものです。",
        "bucket_games": "パーマネント0～3個と30個以上の判断の組を満たすゲームの数：組み合わせの"
                        "ゲームに続けて、次のシードのゲーム（この組のためだけに計ります）。",
        "fmt": "commander：同梱の統率者戦の構築済みデッキによる4人の卓（または --decks で"
               "指定したデッキの1つの卓）。",
        "as_json": _JSON,
        "report": "報告をMarkdownでこのファイルにも書き出します。",
    },
}

#: Click's own options.
_HELP_OPTION = "このヘルプを表示して終了します。"
_VERSION_OPTION = "バージョンを表示して終了します。"

#: The kinds of value click names an option's value by.
METAVARS_JA: dict[str, str] = {
    "TEXT": "テキスト", "INTEGER": "整数", "INTEGER RANGE": "整数", "FLOAT": "数",
    "FLOAT RANGE": "数", "PATH": "パス", "FILE": "ファイル", "DIRECTORY": "ディレクトリ",
    "BOOLEAN": "真偽値",
}

_WORDS = {"usage": "使い方: ", "options": "オプション", "commands": "コマンド",
          "default": "既定値：{value}", "required": "必須"}

_NO_LINE_START = set("、。，．）」』］｝〕〉》】・：；！？ー")
_NO_LINE_END = set("（「『［｛〔〈《【")

_RANGE = re.compile(
    r"^(?:(?P<low>[^<>=x]+)(?P<lop><=?))?x(?:(?P<hop>[<>]=?)(?P<high>[^<>=x]+))?$")


def range_ja(described: str) -> str:
    """Click's description of a number range (``2<=x<=8``, ``x>=1``, ``0<x<5``) in Japanese
    words: 2～8, 1以上, 0より大きく5未満; a description of another shape is kept."""
    m = _RANGE.match(described)
    if m is None or (m["low"] is None and m["hop"] is None):
        return described
    low, lop, hop, high = m["low"], m["lop"], m["hop"], m["high"]
    if hop is not None and hop.startswith(">"):  # x>=1 or x>1: only a lower bound
        low, lop, hop, high = high, hop.replace(">", "<"), None, None
    if low is not None and high is not None and lop == "<=" and hop == "<=":
        return f"{low}～{high}"
    words = []
    if low is not None:
        words.append(f"{low}以上" if lop == "<=" else f"{low}より大きく" if high is not None
                     else f"{low}より大きい数")
    if high is not None:
        words.append(f"{high}以下" if hop == "<=" else f"{high}未満")
    return "".join(words)


def _width(ch: str) -> int:
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def _cols(text: str) -> int:
    """How many columns ``text`` takes on a terminal."""
    return sum(_width(c) for c in text)


def _tokens(text: str) -> list[str]:
    """``text`` cut where a line may break: each Japanese character alone, each run of other
    characters (a word, an option, a number) whole, each space alone."""
    out: list[str] = []
    for ch in text:
        if ch == " " or _width(ch) == 2:
            out.append(ch)
        elif out and out[-1] != " " and _width(out[-1][-1]) == 1:
            out[-1] += ch
        else:
            out.append(ch)
    return out


def wrap_ja(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` columns (a Japanese character two), broken
    between characters as Japanese is: a closing mark stays on the line it closes (it may
    pass the width by its two columns), an opening mark goes to the line it opens."""
    lines: list[str] = []
    line = ""
    used = 0
    for token in _tokens(text):
        size = _cols(token)
        if line and used + size > width and token != " " and token[0] not in _NO_LINE_START:
            carried = ""
            while line and line[-1] in _NO_LINE_END:  # an opening mark goes with what it opens
                carried, line = line[-1] + carried, line[:-1]
            lines.append(line.rstrip())
            line, used = carried, _cols(carried)
        if not line and token == " ":
            continue
        line += token
        used += size
    if line.strip():
        lines.append(line.rstrip())
    return lines


class JapaneseHelpFormatter(click.HelpFormatter):
    """Click's formatter, wrapping Japanese text by display width (:func:`wrap_ja`)."""

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        for line in wrap_ja(text, max(self.width - self.current_indent, 20)):
            self.write(f"{indent}{line}\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        rows = list(rows)
        first_col = min(max((_cols(first) for first, _ in rows), default=0), col_max) \
            + col_spacing
        text_width = max(self.width - first_col - self.current_indent, 20)
        pad = " " * (first_col + self.current_indent)
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            lines = wrap_ja(second, text_width)
            if not lines:
                self.write("\n")
                continue
            if _cols(first) <= first_col - col_spacing:
                self.write(" " * (first_col - _cols(first)))
            else:
                self.write("\n" + pad)
            self.write(lines[0] + "\n")
            for line in lines[1:]:
                self.write(pad + line + "\n")


def _command_key(ctx: click.Context) -> str:
    return "" if ctx.parent is None else ctx.info_name or ""


def short_help_ja(name: str) -> str | None:
    """The first sentence of command ``name``'s Japanese description (its line in the list of
    commands), None for a command without one."""
    text = HELP_JA.get(name, {}).get("")
    if text is None:
        return None
    first, stop, _rest = text.partition("。")
    return first + stop


def _option_help(command: click.Command, ctx: click.Context, param: click.Option) -> str:
    """``param``'s help in Japanese, with what click adds after it (its default, its range,
    whether it is required) in Japanese words."""
    texts = HELP_JA.get(_command_key(ctx), {})
    if param is command.get_help_option(ctx):
        words = _HELP_OPTION
    elif param.name == "version" and param.is_flag and param.expose_value is False:
        words = _VERSION_OPTION
    else:
        words = texts.get(param.name or "") or inspect.cleandoc(param.help or "")
    extra = param.get_help_extra(ctx)
    items = []
    if "default" in extra:
        items.append(_WORDS["default"].format(value=extra["default"]))
    if "range" in extra:
        items.append(range_ja(extra["range"]))
    if "required" in extra:
        items.append(_WORDS["required"])
    if items:
        words = f"{words}（{'、'.join(items)}）"
    return words


def _option_spec(ctx: click.Context, param: click.Option) -> str:
    """The option's names and its value's kind (``--players 整数``)."""
    spec = param.get_help_spec(ctx)
    if param.is_flag or spec is None:
        return spec or ""
    metavar = param.make_metavar(ctx)
    if metavar in METAVARS_JA and spec.endswith(" " + metavar):
        spec = spec[: -len(metavar)] + METAVARS_JA[metavar]
    return spec


def format_help_ja(command: click.Command, ctx: click.Context,
                   formatter: click.HelpFormatter) -> None:
    """Write ``command``'s help page in Japanese into ``formatter``: the usage line, the
    description, the options, and for a group its commands."""
    ja = JapaneseHelpFormatter(width=formatter.width)
    ja.write_usage(ctx.command_path, " ".join(command.collect_usage_pieces(ctx)),
                   prefix=_WORDS["usage"])
    description = HELP_JA.get(_command_key(ctx), {}).get("")
    if description is None and command.help:
        description = inspect.cleandoc(command.help)
    if description:
        ja.write_paragraph()
        with ja.indentation():
            ja.write_text(description)
    options = [(_option_spec(ctx, p), _option_help(command, ctx, p))
               for p in command.get_params(ctx)
               if isinstance(p, click.Option) and not p.hidden]
    if options:
        with ja.section(_WORDS["options"]):
            ja.write_dl(options)
    if isinstance(command, click.Group):
        rows = []
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is None or sub.hidden:
                continue
            rows.append((name, short_help_ja(name) or sub.get_short_help_str()))
        if rows:
            with ja.section(_WORDS["commands"]):
                ja.write_dl(rows)
    formatter.write(ja.getvalue())

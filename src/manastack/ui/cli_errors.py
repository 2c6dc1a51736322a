"""The command line's errors in the language the command line asks for: click's usage errors
(an unknown option, a bad value, a missing argument, an unknown command) and the commands' own
refusals (:data:`REFUSALS`, :func:`refusal`).

:class:`LocalizedGroup` is the ``manastack`` group: when the arguments carry ``--lang ja`` (or
``--lang=ja``), each usage error is shown in Japanese — its usage line, the hint to the help
and the error itself, word for word the English's content, the options' and values' spelling
kept — and the exit status is click's (2 for a usage error). Under any other language the
error is click's own, unchanged.

Click words its errors from a fixed set of English templates (``click.types``, ``click.core``,
``click.parser``, ``click.exceptions``); :data:`TEMPLATES_JA` gives each its Japanese, and
:func:`translate` finds the template a message was made from and fills the Japanese one with
the same values. A message of no known template is kept as it is.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import IO, Any

import click

from manastack.ui.cli_help import format_help_ja, range_ja

__all__ = ["REFUSALS", "TEMPLATES_JA", "LocalizedCommand", "LocalizedGroup", "document_reason",
           "ja_quotes", "need_output_folder", "range_ja", "refusal", "requested_lang",
           "translate", "usage_error_ja"]

#: The commands' own refusals of their arguments (``manastack.cli``), by language.
REFUSALS: dict[str, dict[str, str]] = {
    "en": {
        "error": "error: {message}",
        "unknown_ai": "unknown AI {ai!r}; choose one of: {known}",
        "cant_load": "can't load {path!r}: {reason}",
        "cant_replay": "can't replay {path!r}: {reason}",
        "two_headed_giant_players": "a Two-Headed Giant game has two teams of two players "
                                    "(CR 810.1), or of three or four (CR 810.11): --players "
                                    "4, 6 or 8, not {n}",
        "no_player": "no player {player}: the game has players 0 to {last}",
        "no_rule": "no rule {query!r}: {reason}",
        "rule_malformed": "a rule number looks like 704.5g, 704.5, 704 or 7",
        "rule_unknown": "the Comprehensive Rules have no such rule",
        "no_directory": "{option} {path!r}: there is no directory {folder!r}; create it first",
        "not_a_directory": "{option} {path!r}: {folder!r} is a file, not a directory",
    },
    "ja": {
        "error": "エラー：{message}",
        "unknown_ai": "AI「{ai}」はありません。選べるAI：{known}",
        "cant_load": "「{path}」を読み込めません：{reason}",
        "cant_replay": "「{path}」をリプレイできません：{reason}",
        "two_headed_giant_players": "双頭巨人戦は2人ずつの2チームで行います（CR 810.1）。"
                                    "3人か4人ずつでも行えます（CR 810.11）：--players は{n}"
                                    "ではなく4、6、8のいずれかです",
        "no_player": "プレイヤー{player}はいません：このゲームのプレイヤーは0から{last}です",
        "no_rule": "ルール「{query}」はありません：{reason}",
        "rule_malformed": "ルール番号は704.5g、704.5、704、7のような形です",
        "rule_unknown": "総合ルールにそのようなルールはありません",
        "no_directory": "{option} {path}：ディレクトリ「{folder}」がありません。先に作成してください",
        "not_a_directory": "{option} {path}：「{folder}」はディレクトリではなくファイルです",
        "doc_malformed_json": "ゲームのJSONが正しくありません：{detail}",
        "doc_not_a_game": "manastackのゲームの文書ではありません",
        "doc_version": "ゲームの形式のバージョン{version!r}には対応していません",
        "doc_missing_field": "フィールド「{field}」がありません",
        "file_not_found": "ファイルがありません",
        "is_a_directory": "ディレクトリです",
        "permission": "読み取りが許可されていません",
    },
}


def refusal(key: str, lang: str, **values: object) -> str:
    """The refusal ``key`` with ``values`` in ``lang`` (English for a language with none); a
    tuple value is a list, joined as the language lists."""
    join = "、" if lang == "ja" else ", "
    return REFUSALS.get(lang, REFUSALS["en"])[key].format(**{
        k: join.join(map(str, v)) if isinstance(v, tuple) else v for k, v in values.items()})

def need_output_folder(path: str | Path, option: str, lang: str = "") -> None:
    """Refuse (exit status 2) a file to write (``--save``, ``--out``, ``--report``) in a
    directory that doesn't exist or is a file, naming the option, the path and the directory,
    in ``lang`` (else the ``manastack`` group's ``--lang``). No command creates directories,
    and each would otherwise find out only when it writes, after its work, with the system's
    bare message, so each refuses such a path before it plays anything."""
    folder = Path(path).parent
    if folder.is_dir():
        return
    lang = lang or click.get_current_context().find_root().params.get("lang") or "en"
    problem = refusal("no_directory" if not folder.exists() else "not_a_directory", lang,
                      option=option, path=str(path), folder=str(folder))
    click.echo(refusal("error", lang, message=problem), err=True)
    sys.exit(2)


#: Click's English templates (``{name}`` a value as click fills it in, quoted or not) and
#: their Japanese (a quoted value in Japanese brackets, :func:`ja_quotes`).
TEMPLATES_JA: dict[str, str] = {
    "{value} is not in the range {range}.": "{value}は範囲外です（{range}）。",
    "{value} is not a valid integer.": "{value}は整数ではありません。",
    "{value} is not a valid float.": "{value}は数値ではありません。",
    "{value} is not {choice}.": "{value}は{choice}ではありません。",
    "{value} is not one of {choices}.": "{value}は{choices}のいずれでもありません。",
    "{name} {filename} does not exist.": "{name}{filename}は存在しません。",
    "{name} {filename} is a file.": "{name}{filename}はファイルです。",
    "{name} {filename} is a directory.": "{name}{filename}はディレクトリです。",
    "{name} {filename} is not readable.": "{name}{filename}は読み取れません。",
    "{name} {filename} is not writable.": "{name}{filename}には書き込めません。",
    "{name} {filename} is not executable.": "{name}{filename}は実行できません。",
    "No such option {name}.": "オプション{name}はありません。",
    "No such command {name}.": "コマンド{name}はありません。",
    "Option {name} requires an argument.": "オプション{name}には値が必要です。",
    "Option {name} requires {nargs} arguments.": "オプション{name}には値が{nargs}個必要です。",
    "Option {name} does not take a value.": "オプション{name}は値をとりません。",
    "Argument {name} takes {nargs} values.": "引数{name}は値を{nargs}個とります。",
    "Got unexpected extra argument ({args})": "余分な引数があります（{args}）",
    "Got unexpected extra arguments ({args})": "余分な引数があります（{args}）",
    "Missing command.": "コマンドがありません。",
    "Takes {nargs} values but 1 was given.": "値を{nargs}個とりますが、1個しか与えられていません。",
    "Takes {nargs} values but {len} were given.": "値を{nargs}個とりますが、{len}個与えられました。",
}

#: Words click fills into its templates: the kinds of path and of number.
WORDS_JA: dict[str, str] = {"File": "ファイル", "Directory": "ディレクトリ", "Path": "パス"}

_JA = {
    "usage": "使い方: ",
    "hint": "ヘルプは「{command} {option}」で表示できます。",
    "error": "エラー：{message}",
    "invalid_value_for": "{param_hint}の値が正しくありません：{message}",
    "invalid_value": "値が正しくありません：{message}",
    "missing_argument": "引数{param_hint}がありません。",
    "missing_option": "オプション{param_hint}がありません。",
    "missing_parameter": "パラメーター{param_hint}がありません。",
    "did_you_mean": "もしかして{possibility}ですか？",
    "did_you_mean_one_of": "（もしかして次のいずれかですか：{possibilities}）",
}

_QUOTED = re.compile(r"'([^']*)'")
_FIELD = re.compile(r"\\\{(\w+)(?:!r)?\\\}")


@cache
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Each English template as a pattern capturing its values by name, those with the most
    words of their own first (``is not one of {choices}`` before ``is not {choice}``)."""
    out = []
    by_words = sorted(TEMPLATES_JA.items(), key=lambda t: -len(re.sub(r"\{[^}]*\}", "", t[0])))
    for english, japanese in by_words:
        body = _FIELD.sub(lambda m: f"(?P<{m.group(1)}>.+?)", re.escape(english))
        out.append((re.compile(f"^{body}$", re.DOTALL), japanese))
    return out


def translate(message: str) -> str:
    """Click's English ``message`` in Japanese (unchanged when no template made it)."""
    for pattern, japanese in _patterns():
        m = pattern.match(message)
        if m is None:
            continue
        values = {k: ja_quotes(WORDS_JA.get(v, v)) for k, v in m.groupdict().items()}
        if "range" in values:
            values["range"] = range_ja(values["range"])
        return japanese.format(**values)
    return message


def document_reason(e: Exception, lang: str) -> str:
    """Why a saved game can't be read (a ``GameDocumentError`` of the document's own checks,
    or the file's ``OSError``) in ``lang``; any other reason as it is."""
    if lang != "ja":
        return str(e)
    words = REFUSALS["ja"]
    for kind, key in ((FileNotFoundError, "file_not_found"), (IsADirectoryError, "is_a_directory"),
                      (PermissionError, "permission")):
        if isinstance(e, kind):
            return words[key]
    kind_of = getattr(e, "kind", None)
    if kind_of is not None and f"doc_{kind_of}" in words:
        return words[f"doc_{kind_of}"].format(**getattr(e, "values", {}))
    return str(e)


def ja_quotes(text: str) -> str:
    """``text`` with click's quoted values ('--players', 'foo') in Japanese brackets
    (「--players」), a list of them joined with 、."""
    return _QUOTED.sub(r"「\1」", text).replace("」, 「", "」、「")


def requested_lang(args: Sequence[str]) -> str:
    """The language ``args`` ask for with ``--lang X`` or ``--lang=X`` (the last one given;
    ``"en"`` if none)."""
    lang = "en"
    for i, a in enumerate(args):
        if a == "--":
            break
        if a == "--lang" and i + 1 < len(args):
            lang = args[i + 1]
        elif a.startswith("--lang="):
            lang = a.removeprefix("--lang=")
    return lang


def _param_hint(e: click.BadParameter) -> str | None:
    hint: Any = e.param_hint
    if hint is None and e.param is not None:
        hint = e.param.get_error_hint(e.ctx) if e.ctx is not None else None
    if hint is not None and not isinstance(hint, str):
        hint = " / ".join(repr(x) for x in hint)
    return None if hint is None else ja_quotes(hint)


def _possibilities(found: list[str] | None) -> str:
    if not found:
        return ""
    listed = "、".join(f"「{p}」" for p in sorted(found))
    key = "did_you_mean" if len(found) == 1 else "did_you_mean_one_of"
    return _JA[key].format(possibility=listed, possibilities=listed)


def error_message_ja(e: click.ClickException) -> str:
    """The message of ``e`` (what follows "Error:") in Japanese."""
    if isinstance(e, click.MissingParameter):
        hint = _param_hint(e) or ""
        kind = e.param_type or (e.param.param_type_name if e.param is not None else "parameter")
        key = {"argument": "missing_argument", "option": "missing_option"}.get(
            kind, "missing_parameter")
        return _JA[key].format(param_hint=hint) + (f" {translate(e.message)}" if e.message
                                                   else "")
    if isinstance(e, click.BadParameter):
        param_hint = _param_hint(e)
        detail = translate(e.message)
        if param_hint is None:
            return _JA["invalid_value"].format(message=detail)
        return _JA["invalid_value_for"].format(param_hint=param_hint, message=detail)
    message = translate(e.message)
    if isinstance(e, click.NoSuchOption | click.NoSuchCommand) and e.possibilities:
        message += _possibilities(e.possibilities)
    return message


def usage_error_ja(e: click.ClickException) -> str:
    """What click shows for ``e`` (``ClickException.show``), in Japanese: for a usage error
    with its command, the usage line and the hint to the help first."""
    lines = []
    ctx = e.ctx if isinstance(e, click.UsageError) else None
    if ctx is not None:
        formatter = ctx.make_formatter()
        formatter.write_usage(ctx.command_path, " ".join(ctx.command.collect_usage_pieces(ctx)),
                              prefix=_JA["usage"])
        lines.append(formatter.getvalue().rstrip("\n"))
        if ctx.command.get_help_option(ctx) is not None:
            option = max(ctx.command.get_help_option_names(ctx), key=len)
            lines.append(_JA["hint"].format(command=ctx.command_path, option=option))
        lines.append("")
    lines.append(_JA["error"].format(message=error_message_ja(e)))
    return "\n".join(lines)


class _JapaneseUsageError(click.UsageError):
    """A usage error shown in Japanese (exit status 2, as click's)."""

    def __init__(self, original: click.ClickException) -> None:
        super().__init__(original.message)
        self.original = original

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(usage_error_ja(self.original), file=file, err=file is None)


class _JapaneseError(click.ClickException):
    """Any other error of click's shown in Japanese (exit status 1, as click's)."""

    def __init__(self, original: click.ClickException) -> None:
        super().__init__(original.message)
        self.original = original

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(usage_error_ja(self.original), file=file, err=file is None)


def _localized(e: click.ClickException, lang: str) -> click.ClickException:
    if lang != "ja":
        return e
    return _JapaneseUsageError(e) if isinstance(e, click.UsageError) else _JapaneseError(e)


_LANG = "manastack.lang"


def _note_lang(ctx: click.Context, args: Sequence[str]) -> None:
    """Keep the language ``args`` ask for in ``ctx.meta`` (shared by the command's context and
    its subcommand's) before they are parsed: ``--help`` is answered while parsing. A
    subcommand's arguments without ``--lang`` keep the language its group's gave."""
    lang = requested_lang(args)
    if lang != "en" or _LANG not in ctx.meta:
        ctx.meta[_LANG] = lang


class LocalizedCommand(click.Command):
    """A command whose help page is in Japanese when the command line asks for it
    (``manastack.ui.cli_help``); :class:`LocalizedGroup` shares its parsing and help."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        _note_lang(ctx, args)
        return super().parse_args(ctx, args)

    def format_help(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if ctx.meta.get(_LANG) != "ja":
            super().format_help(ctx, formatter)
            return
        format_help_ja(self, ctx, formatter)


class LocalizedGroup(LocalizedCommand, click.Group):
    """A group whose usage errors and help pages, and those of its commands
    (:class:`LocalizedCommand`), speak the language of the command line's ``--lang`` (see the
    module docstring)."""

    command_class = LocalizedCommand

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        lang = requested_lang(args)
        try:
            ctx = super().make_context(info_name, args, parent, **extra)
        except click.ClickException as e:
            raise _localized(e, lang) from None
        ctx.meta[_LANG] = lang
        return ctx

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (_JapaneseUsageError, _JapaneseError):
            raise
        except click.ClickException as e:
            raise _localized(e, ctx.meta.get(_LANG, "en")) from None

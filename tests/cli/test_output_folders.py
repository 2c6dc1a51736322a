"""A file a command writes (``simulate --out``, ``bench --report``, ``play``/``sealed``/
``draft --save``, ``serve --db``) in a directory that doesn't exist, or that is a file, is refused before
anything is played, naming the option, the path and the directory, in the command's language;
no command creates directories, and none is created."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

import manastack.benchmark
import manastack.simulate
from manastack.cli import main


def never(*args: object, **kwargs: object) -> None:
    raise AssertionError("played although the output can't be written")


@pytest.fixture
def nothing_played(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(manastack.simulate, "simulate", never)
    monkeypatch.setattr(manastack.benchmark, "run_bench", never)


def refused(args: list[str], input: str = "") -> str:
    r = CliRunner().invoke(main, args, input=input)
    assert r.exit_code == 2, r.output
    assert r.stdout == ""
    return r.stderr.strip()


def test_simulate_out_in_a_missing_directory(tmp_path: Path, decks: tuple[str, str],
                                             nothing_played: None) -> None:
    out = tmp_path / "results" / "rows.jsonl"
    assert refused(["simulate", *decks, "--out", str(out)]) == (
        f"error: --out {str(out)!r}: there is no directory {str(out.parent)!r}; create it "
        "first")
    assert not out.parent.exists()
    ja = refused(["--lang", "ja", "simulate", *decks, "--out", str(out)])
    assert ja == (f"エラー：--out {out}：ディレクトリ「{out.parent}」がありません。"
                  "先に作成してください")


def test_simulate_out_under_a_file(tmp_path: Path, decks: tuple[str, str],
                                   nothing_played: None) -> None:
    (tmp_path / "results").write_text("x", encoding="utf-8")
    out = tmp_path / "results" / "rows.parquet"
    assert refused(["simulate", *decks, "--out", str(out)]) == (
        f"error: --out {str(out)!r}: {str(out.parent)!r} is a file, not a directory")
    assert (tmp_path / "results").read_text(encoding="utf-8") == "x"


def test_simulate_out_of_an_unknown_kind_is_refused_before_the_games(
        tmp_path: Path, decks: tuple[str, str], nothing_played: None) -> None:
    out = tmp_path / "rows.csv"
    assert refused(["simulate", *decks, "--out", str(out)]) == (
        f"error: results are written as .jsonl or .parquet, not {str(out)!r}")
    assert not out.exists()


def test_bench_report_in_a_missing_directory(tmp_path: Path, nothing_played: None) -> None:
    report = tmp_path / "reports" / "bench.md"
    assert refused(["bench", "--games", "1", "--report", str(report)]) == (
        f"error: --report {str(report)!r}: there is no directory {str(report.parent)!r}; "
        "create it first")
    assert not report.parent.exists()


@pytest.mark.parametrize("command", [["play", "--plain"], ["sealed", "ONS"], ["draft", "ONS"]])
def test_save_in_a_missing_directory_in_either_language(tmp_path: Path,
                                                        command: list[str]) -> None:
    save = tmp_path / "saves" / "file.json"
    assert refused([*command, "--save", str(save)], input="q\n") == (
        f"error: --save {str(save)!r}: there is no directory {str(save.parent)!r}; create it "
        "first")
    assert refused([*command, "--lang", "ja", "--save", str(save)], input="q\n") == (
        f"エラー：--save {save}：ディレクトリ「{save.parent}」がありません。先に作成してください")
    assert not save.parent.exists()


def test_a_file_in_the_current_directory_is_written(tmp_path: Path, decks: tuple[str, str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    r = CliRunner().invoke(main, ["simulate", *decks, "--games", "1", "--max-decisions",
                                  "100", "--out", "rows.jsonl"])
    assert r.exit_code == 0, r.output
    assert len((tmp_path / "rows.jsonl").read_text(encoding="utf-8").splitlines()) == 1


def test_serve_db_in_a_missing_directory_is_refused_before_serving(tmp_path: Path) -> None:
    db = tmp_path / "data" / "games.db"
    assert refused(["serve", "--db", str(db)]) == (
        f"error: --db {str(db)!r}: there is no directory {str(db.parent)!r}; create it first")
    assert not db.parent.exists()

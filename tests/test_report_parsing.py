"""The reports parse Python sources with ``reports.parsing.parse_source``: a sound source
parses even when the interpreter's AST constructor fails once, as it can while another thread
compiles at the same moment; a source that doesn't parse still raises ``SyntaxError``."""

from __future__ import annotations

import ast
from typing import Any

import pytest

from manastack.reports import parsing


def test_a_sound_source_parses() -> None:
    tree = parsing.parse_source("def test_x():\n    pass\n", "t.py")
    assert [n.name for n in tree.body if isinstance(n, ast.FunctionDef)] == ["test_x"]


def test_a_source_with_a_syntax_error_still_raises() -> None:
    with pytest.raises(SyntaxError):
        parsing.parse_source("def (:\n", "broken.py")


def test_a_failure_of_the_ast_constructor_is_parsed_again(monkeypatch: Any) -> None:
    real = ast.parse
    failures = [SystemError("AST constructor recursion depth mismatch")]

    def flaky(source: str, filename: str = "<unknown>") -> ast.Module:
        if failures:
            raise failures.pop()
        return real(source, filename=filename)

    monkeypatch.setattr(parsing.ast, "parse", flaky)
    assert isinstance(parsing.parse_source("x = 1\n", "t.py"), ast.Module)
    assert failures == []


def test_a_lasting_failure_is_raised(monkeypatch: Any) -> None:
    def broken(source: str, filename: str = "<unknown>") -> ast.Module:
        raise SystemError("AST constructor recursion depth mismatch")

    monkeypatch.setattr(parsing.ast, "parse", broken)
    with pytest.raises(SystemError):
        parsing.parse_source("x = 1\n", "t.py")

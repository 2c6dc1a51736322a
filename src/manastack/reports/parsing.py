"""Parsing Python sources for the reports (card modules, test files)."""

from __future__ import annotations

import ast

_TRIES = 3


def parse_source(source: str, filename: str) -> ast.Module:
    """``ast.parse`` of ``source``. CPython 3.11 keeps the AST constructor's recursion depth
    for the whole interpreter, so another thread parsing or compiling at the same moment (a
    server's worker in the same process) can make a sound source fail with ``SystemError``
    ("AST constructor recursion depth mismatch"): it is parsed again then. A source that
    doesn't parse still raises ``SyntaxError``."""
    for attempt in range(_TRIES):
        try:
            return ast.parse(source, filename=filename)
        except SystemError:
            if attempt == _TRIES - 1:
                raise
    raise AssertionError("unreachable")

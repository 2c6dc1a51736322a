"""Card coverage: per set, which cards are implemented, which Oracle lines nothing claims, and
which cards have tests.

A card has a test when some ``tests/cards/**/test_*.py`` carries ``pytest.mark.card("<name>")``
(module ``pytestmark``, or a decorator on a test or class). The files are read with :mod:`ast`,
nothing is imported or run. The name may be English or Japanese, or one face's name; it is
resolved through the card database, so it covers every printing of that card name.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from manastack.cards.database import CARD_SETS, database
from manastack.cards.registry import card_def
from manastack.reports.escape_hatches import (
    card_module_paths,
    escape_hatches,
    extension_users,
    python_in_card_modules,
)
from manastack.reports.parsing import parse_source

__all__ = ["card_markers", "coverage_report"]


def _string_constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "text"`` assignments, so ``pytest.mark.card(CARD)`` reads too."""
    consts: dict[str, str] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) \
                and isinstance(stmt.value.value, str):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    consts[target.id] = stmt.value.value
    return consts


def _card_names(expr: ast.AST, consts: dict[str, str] | None = None) -> Iterator[str]:
    for node in ast.walk(expr):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if (isinstance(f, ast.Attribute) and f.attr == "card") or (
                isinstance(f, ast.Name) and f.id == "card"):
            # only pytest.mark.card / mark.card / card(...) marker calls with string arguments
            if isinstance(f, ast.Attribute) and not _is_mark(f.value):
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield arg.value
                elif isinstance(arg, ast.Name) and consts and arg.id in consts:
                    yield consts[arg.id]


def _is_mark(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "mark") or (
        isinstance(node, ast.Name) and node.id == "mark")


def _markers(tree: ast.Module) -> Iterator[str]:
    consts = _string_constants(tree)
    for stmt in tree.body:
        targets: list[ast.expr] = []
        if isinstance(stmt, ast.Assign):
            targets = list(stmt.targets)
        elif isinstance(stmt, ast.AnnAssign | ast.AugAssign):
            targets = [stmt.target]
        if any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in targets):
            assert isinstance(stmt, ast.Assign | ast.AnnAssign | ast.AugAssign)
            if stmt.value is not None:
                yield from _card_names(stmt.value, consts)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for dec in node.decorator_list:
                yield from _card_names(dec, consts)


def card_markers(tests_dir: Path) -> dict[str, list[str]]:
    """``{name as written: [test files]}`` for ``tests_dir/cards/**/test_*.py`` (paths relative
    to the parent of ``tests_dir``). Files that don't parse are skipped."""
    tests_dir = Path(tests_dir)
    root = tests_dir / "cards"
    out: dict[str, list[str]] = {}
    if not root.is_dir():
        return out
    for path in sorted(root.rglob("test_*.py")):
        try:
            tree = parse_source(path.read_text(encoding="utf-8"), str(path))
        except (SyntaxError, UnicodeDecodeError):
            continue
        try:
            where = path.relative_to(tests_dir.parent).as_posix()
        except ValueError:
            where = path.as_posix()
        for name in _markers(tree):
            files = out.setdefault(name, [])
            if where not in files:
                files.append(where)
    return out


def coverage_report(tests_dir: Path, set_code: str | None = None) -> dict[str, Any]:
    """Per set: totals, implemented cards, cards with unclaimed Oracle lines, cards without
    tests. Plain JSON-ready data::

        {"sets": {"ONS": {"total": 350, "implemented": 40, "tested": 30,
                          "implemented_cards": [...], "unclaimed": [{"name", "number",
                          "lines"}], "untested_implemented": [...], "untested": 320}},
         "total": ..., "implemented": ..., "tested": ...,
         "unknown_markers": {name: [files]},
         "escape_hatches": {"modules": 23, "card_modules": 718, "python_modules": 0,
                            "list": {"mid/x.py": ["extension x_does_y (line 9)", ...]},
                            "extension_users": {"mid/x.py": ["x_does_y"]}}}

    ``escape_hatches`` lists the card modules that say something in Python instead of the
    vocabulary (:mod:`manastack.reports.escape_hatches` defines what counts):
    ``python_modules`` of them with Python of their own, ``extension_users`` those using the
    extension point (``manastack.rules.extensions``) with the extensions each uses.

    Raises ValueError for an unknown set code.
    """
    sets = list(CARD_SETS)
    if set_code is not None:
        wanted = set_code.strip().upper()
        if wanted not in CARD_SETS:
            raise ValueError(f"unknown set {set_code!r}; choose one of {', '.join(CARD_SETS)}")
        sets = [wanted]
    db = database()
    markers = card_markers(tests_dir)
    tested: set[str] = set()
    unknown: dict[str, list[str]] = {}
    for name, files in markers.items():
        card = db.find(name)
        if card is None:
            unknown[name] = files
        else:
            tested.add(card.name)
    hatches = escape_hatches()
    per_set: dict[str, dict[str, Any]] = {}
    for code in sets:
        cards = db.cards(code)
        implemented, unclaimed, untested_impl = [], [], []
        has_test = 0
        for card in cards:
            d = card_def(card.key)
            if card.name in tested:
                has_test += 1
            if d.implemented:
                implemented.append(card.name)
                if card.name not in tested:
                    untested_impl.append(card.name)
            else:
                unclaimed.append({"name": card.name, "number": card.number,
                                  "lines": d.unclaimed})
        per_set[code] = {
            "total": len(cards), "implemented": len(implemented), "tested": has_test,
            "with_unclaimed_lines": len(unclaimed), "untested": len(cards) - has_test,
            "implemented_cards": implemented, "unclaimed": unclaimed,
            "untested_implemented": untested_impl,
        }
    return {
        "sets": per_set,
        "total": sum(s["total"] for s in per_set.values()),
        "implemented": sum(s["implemented"] for s in per_set.values()),
        "tested": sum(s["tested"] for s in per_set.values()),
        "unknown_markers": unknown,
        "escape_hatches": {
            "modules": len(hatches), "card_modules": len(card_module_paths()),
            "python_modules": len(python_in_card_modules(hatches)),
            "extension_users": extension_users(hatches),
            "list": {m: [f"{kind} {what} (line {line})" for kind, line, what in found]
                     for m, found in hatches.items()},
        },
    }

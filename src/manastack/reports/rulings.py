"""Rulings traceability: which rulings the test suite checks.

Two indexes give every ruling a stable id (see ``data/PROVENANCE.md``):

* the seed rulings (``data/seed_rulings.json``): every ruling of the Onslaught FAQ and the
  Midnight Hunt release notes (``ONS-FAQ-001``, ``MID-RN-001``, ``MIC-RN-001``);
* the official card rulings (``data/card_rulings.json``): every ruling the card data attaches to
  a card of the three sets (``ONS-OR-0001``, ``MID-OR-0001``, ``MIC-OR-0001``).

Tests cite the rulings they check with a marker::

    @pytest.mark.ruling("MID-RN-042")
    def test_flashback_...(): ...

    pytestmark = pytest.mark.ruling("ONS-FAQ-001", "ONS-FAQ-002")      # whole module
    pytestmark = [pytest.mark.card("Consider"), pytest.mark.ruling("MID-RN-211")]

:func:`cited_rulings` finds these citations by reading the test files with :mod:`ast` (nothing is
imported or run), and :func:`rulings_report` compares them with the index.
"""

from __future__ import annotations

import ast
import functools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from manastack.reports.parsing import parse_source

__all__ = [
    "DOCUMENTS",
    "Ruling",
    "cited_rulings",
    "format_report",
    "load_rulings",
    "rulings_by_id",
    "rulings_report",
]

#: The documents of the index, by id prefix.
DOCUMENTS: dict[str, str] = {
    "ONS-FAQ": "Onslaught FAQ (Japanese, 2002)",
    "MID-RN": "Innistrad: Midnight Hunt release notes (Japanese, 2021)",
    "MIC-RN": "Midnight Hunt Commander section of the release notes (Japanese, 2021)",
    "ONS-OR": "Official card rulings of the Onslaught cards",
    "MID-OR": "Official card rulings of the Midnight Hunt cards",
    "MIC-OR": "Official card rulings of the Midnight Hunt Commander cards",
}

#: The seed documents (the two Japanese source documents), a subset of :data:`DOCUMENTS`.
SEED_DOCUMENTS: tuple[str, ...] = ("ONS-FAQ", "MID-RN", "MIC-RN")


@dataclass(frozen=True, slots=True)
class Ruling:
    """One entry of a rulings index (a seed ruling or an official card ruling)."""

    id: str
    source: str
    """Seed file name the ruling comes from."""
    section: str
    """``"general"`` or ``"card"``."""
    topic: str | None
    """The mechanic (general entries only), e.g. ``"morph"``, ``"day/night"``."""
    card: str | None
    """English card name (``"Front // Back"`` for double-faced cards); card entries only."""
    card_ja: str | None
    text_ja: str
    """The ruling text, verbatim from the seed document (empty for an official card ruling)."""
    en_ruling: str | None
    """The matching English Gatherer ruling, if there is one (the ruling itself for an
    official card ruling)."""
    obsolete_note: str | None
    """ONS only: why the ruling's behaviour no longer holds under current rules, if it doesn't."""
    rule_number: str | None = None
    match: str | None = None
    date: str | None = None
    """Official card rulings only: the date the ruling was published."""

    @property
    def document(self) -> str:
        """``"ONS-FAQ"``, ``"MID-RN"``, ``"MIC-RN"``, ``"ONS-OR"``, ``"MID-OR"`` or ``"MIC-OR"``."""
        return self.id.rsplit("-", 1)[0]

    @property
    def obsolete(self) -> bool:
        """Whether the ruling describes behaviour the current rules changed."""
        return self.obsolete_note is not None


def _read(name: str) -> Any:
    return json.loads(resources.files("manastack").joinpath("data", name).read_text("utf-8"))


@functools.cache
def _load() -> tuple[Ruling, ...]:
    seeds = tuple(
        Ruling(
            id=entry["id"],
            source=entry["source"],
            section=entry["section"],
            topic=entry["topic"],
            card=entry["card"],
            card_ja=entry["card_ja"],
            text_ja=entry["text_ja"],
            en_ruling=entry["en_ruling"],
            obsolete_note=entry["obsolete_note"],
            rule_number=entry.get("rule_number"),
            match=entry.get("match"),
        )
        for entry in _read("seed_rulings.json")
    )
    official = tuple(
        Ruling(
            id=entry["id"],
            source="card data",
            section="card",
            topic=None,
            card=entry["card"],
            card_ja=None,
            text_ja="",
            en_ruling=entry["text"],
            obsolete_note=None,
            date=entry["date"],
        )
        for entry in _read("card_rulings.json")
    )
    return seeds + official


def load_rulings() -> list[Ruling]:
    """All rulings of the index, in document order."""
    return list(_load())


def rulings_by_id() -> dict[str, Ruling]:
    """The index as ``{id: Ruling}``."""
    return {ruling.id: ruling for ruling in _load()}


# --------------------------------------------------------------------------------------------
# Finding citations in test files
# --------------------------------------------------------------------------------------------


def _is_ruling_call(node: ast.AST) -> bool:
    """``pytest.mark.ruling(...)``, ``mark.ruling(...)`` or ``ruling(...)``."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Attribute) and func.attr == "ruling") or (
        isinstance(func, ast.Name) and func.id == "ruling"
    )


def _ids_in(expr: ast.AST) -> Iterator[str]:
    """String arguments of every ruling marker call inside ``expr``."""
    for node in ast.walk(expr):
        if _is_ruling_call(node):
            assert isinstance(node, ast.Call)
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    yield arg.value


def _pytestmark_ids(body: Iterable[ast.stmt]) -> Iterator[str]:
    """Ids from ``pytestmark = ...`` assignments among ``body``'s statements."""
    for stmt in body:
        value: ast.expr | None = None
        if isinstance(stmt, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets
        ):
            value = stmt.value
        elif (
            isinstance(stmt, ast.AnnAssign)
            and isinstance(stmt.target, ast.Name)
            and stmt.target.id == "pytestmark"
        ):
            value = stmt.value
        elif (
            isinstance(stmt, ast.AugAssign)
            and isinstance(stmt.target, ast.Name)
            and stmt.target.id == "pytestmark"
        ):
            value = stmt.value
        if value is not None:
            yield from _ids_in(value)


def _module_names(tree: ast.Module) -> dict[str, ast.expr]:
    """Module-level ``NAME = value`` assignments (a table of ``pytest.param`` entries, say)."""
    names: dict[str, ast.expr] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    names[target.id] = stmt.value
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) \
                and stmt.value is not None:
            names[stmt.target.id] = stmt.value
    return names


def _decorator_ids(decorator: ast.expr, names: dict[str, ast.expr]) -> Iterator[str]:
    """Ids cited by a decorator, including the ``pytest.param(..., marks=ruling(...))`` of a
    ``parametrize`` whose argument values are a module-level name."""
    yield from _ids_in(decorator)
    for node in ast.walk(decorator):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "parametrize":
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if isinstance(arg, ast.Name) and arg.id in names:
                    yield from _ids_in(names[arg.id])


def _citations(tree: ast.Module, where: str) -> Iterator[tuple[str, str]]:
    """``(ruling id, "path::test")`` pairs of one parsed test module."""
    for ruling_id in _pytestmark_ids(tree.body):
        yield ruling_id, where
    names = _module_names(tree)

    def visit(body: Iterable[ast.stmt], prefix: str) -> Iterator[tuple[str, str]]:
        for stmt in body:
            if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                name = f"{prefix}::{stmt.name}"
                for decorator in stmt.decorator_list:
                    for ruling_id in _decorator_ids(decorator, names):
                        yield ruling_id, name
                if isinstance(stmt, ast.ClassDef):
                    for ruling_id in _pytestmark_ids(stmt.body):
                        yield ruling_id, name
                    yield from visit(stmt.body, name)

    yield from visit(tree.body, where)


def cited_rulings(tests_dir: Path) -> dict[str, list[str]]:
    """Ruling ids cited by ruling markers in ``tests_dir/**/*.py``.

    Returns ``{id: ["tests/x/test_y.py::test_z", ...]}`` (paths relative to the parent of
    ``tests_dir``, ``/``-separated; a module-level ``pytestmark`` is reported as the path alone,
    a class as ``path::Class`` and a method as ``path::Class::test``).  Ids are sorted; each list
    is in file order.  A file that does not parse is skipped.
    """
    tests_dir = Path(tests_dir)
    base = tests_dir.parent
    cited: dict[str, list[str]] = {}
    for path in sorted(tests_dir.rglob("*.py")):
        try:
            tree = parse_source(path.read_text(encoding="utf-8"), str(path))
        except (SyntaxError, UnicodeDecodeError):
            continue
        try:
            where = path.relative_to(base).as_posix()
        except ValueError:
            where = path.as_posix()
        for ruling_id, test in _citations(tree, where):
            tests = cited.setdefault(ruling_id, [])
            if test not in tests:
                tests.append(test)
    return dict(sorted(cited.items()))


# --------------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------------


def rulings_report(tests_dir: Path, doc: str | None = None) -> dict[str, Any]:
    """Coverage of the rulings by the tests in ``tests_dir``.

    ``doc`` restricts the report to one document (``"ONS-FAQ"``, ``"MID-RN"``, ``"MIC-RN"``,
    ``"ONS-OR"``, ``"MID-OR"`` or ``"MIC-OR"``, case-insensitive).  The result is plain JSON-ready data::

        {
          "documents": {
            "ONS-FAQ": {"title": ..., "total": 201, "covered": 12,
                        "covered_ids": [...], "uncovered_ids": [...],
                        "obsolete_ids": [...]},
            ...
          },
          "total": 1926, "covered": 40,
          "cited": {id: [tests]},          # known ids only
          "unknown": {id: [tests]},        # cited ids that are not in the index
        }
    """
    documents = list(DOCUMENTS)
    if doc is not None:
        wanted = doc.strip().upper()
        if wanted not in DOCUMENTS:
            raise ValueError(
                f"unknown ruling document {doc!r}; choose one of {', '.join(DOCUMENTS)}"
            )
        documents = [wanted]

    rulings = [r for r in _load() if r.document in documents]
    known = {r.id for r in rulings}
    all_known = {r.id for r in _load()}
    cited = cited_rulings(tests_dir)

    per_doc: dict[str, dict[str, Any]] = {}
    for document in documents:
        ids = [r.id for r in rulings if r.document == document]
        covered = [i for i in ids if i in cited]
        per_doc[document] = {
            "title": DOCUMENTS[document],
            "total": len(ids),
            "covered": len(covered),
            "covered_ids": covered,
            "uncovered_ids": [i for i in ids if i not in cited],
            "obsolete_ids": [r.id for r in rulings if r.document == document and r.obsolete],
        }

    def in_scope(ruling_id: str) -> bool:
        return doc is None or any(ruling_id.upper().startswith(d + "-") for d in documents)

    return {
        "documents": per_doc,
        "total": sum(d["total"] for d in per_doc.values()),
        "covered": sum(d["covered"] for d in per_doc.values()),
        "cited": {i: tests for i, tests in cited.items() if i in known},
        "unknown": {i: tests for i, tests in cited.items() if i not in all_known and in_scope(i)},
    }


def format_report(report: dict[str, Any], *, verbose: bool = False) -> str:
    """A plain-text rendering of :func:`rulings_report`'s result.

    With ``verbose``, the uncovered ids of each document are listed too.
    """
    lines: list[str] = []
    for document, data in report["documents"].items():
        total, covered = data["total"], data["covered"]
        share = 100.0 * covered / total if total else 0.0
        lines.append(f"{document:8} {covered:4}/{total:<4} ({share:5.1f}%)  {data['title']}")
        if verbose and data["uncovered_ids"]:
            lines.append("    uncovered: " + ", ".join(data["uncovered_ids"]))
    total, covered = report["total"], report["covered"]
    share = 100.0 * covered / total if total else 0.0
    lines.append(f"{'all':8} {covered:4}/{total:<4} ({share:5.1f}%)")
    for ruling_id, tests in report["unknown"].items():
        lines.append(f"unknown ruling id {ruling_id!r} cited by {', '.join(tests)}")
    return "\n".join(lines)

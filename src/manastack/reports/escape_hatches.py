"""Escape hatches: card modules that say something in Python instead of the vocabulary.

A card module (``src/manastack/cards/<set>/<slug>.py``) should read like its Oracle text, in
the vocabulary of ``manastack.dsl.prelude`` (docs/cards.md). What counts as an escape hatch,
exactly (each module is read with :mod:`ast`; nothing is imported or run):

* ``def``: a function or method definition (``def`` or ``async def``, at any depth);
* ``class``: a class definition (a callable object is a function in disguise);
* ``lambda``: a lambda expression;
* ``import``: any ``import`` or ``from ... import`` other than
  ``from manastack.dsl.prelude import *`` (and ``from __future__ import ...``);
* ``extension``: a use of the one documented extension point, an ``Extension("name")`` call
  (a named condition or effect registered in :mod:`manastack.rules.extensions`, with its own
  test). ``Custom(...)`` with a function written in the module is already counted by its
  ``def`` or ``lambda``.

A module "needs an escape hatch" when it has any of these. :func:`escape_hatches` lists them
per module; :func:`count` says how many modules need one. The first four kinds are Python in the
card module itself (:func:`python_in_card_modules`: none is left); the last goes through the
one documented extension point (:func:`extension_users`). The test suite
(``tests/cards_db/test_escape_hatches.py``) fails when the number of modules exceeds its
threshold or any card module has Python of its own, and ``manastack coverage`` lists the
modules and the extensions each uses.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

from manastack.reports.parsing import parse_source

__all__ = ["CARD_PACKAGES", "HATCH_KINDS", "card_module_paths", "count", "escape_hatches",
           "extension_users", "hatches_in_source", "python_in_card_modules"]

CARD_PACKAGES = ("ons", "mid", "mic", "tokens")
"""The card module folders under ``src/manastack/cards``."""

HATCH_KINDS = ("def", "class", "lambda", "import", "extension")

_CARDS_DIR = Path(__file__).resolve().parent.parent / "cards"


def card_module_paths(cards_dir: Path | None = None) -> list[Path]:
    """Every card module (``__init__.py`` files excluded), sorted."""
    root = Path(cards_dir) if cards_dir is not None else _CARDS_DIR
    out: list[Path] = []
    for pkg in CARD_PACKAGES:
        out.extend(p for p in sorted((root / pkg).glob("*.py")) if p.name != "__init__.py")
    return out


def _is_prelude_import(node: ast.ImportFrom) -> bool:
    if node.module == "__future__":
        return True
    return node.module == "manastack.dsl.prelude" and [a.name for a in node.names] == ["*"]


def hatches_in_source(source: str, filename: str = "<card module>") -> list[tuple[str, int, str]]:
    """``[(kind, line, what)]`` for one module's source, in source order."""
    tree = parse_source(source, filename)
    out: list[tuple[str, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out.append(("def", node.lineno, node.name))
        elif isinstance(node, ast.ClassDef):
            out.append(("class", node.lineno, node.name))
        elif isinstance(node, ast.Lambda):
            out.append(("lambda", node.lineno, "lambda"))
        elif isinstance(node, ast.Import):
            out.append(("import", node.lineno, ", ".join(a.name for a in node.names)))
        elif isinstance(node, ast.ImportFrom) and not _is_prelude_import(node):
            out.append(("import", node.lineno, f"{node.module}: "
                        + ", ".join(a.name for a in node.names)))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "Extension":
            arg = node.args[0] if node.args else None
            name = arg.value if isinstance(arg, ast.Constant) else "?"
            out.append(("extension", node.lineno, str(name)))
    out.sort(key=lambda h: (h[1], h[0]))
    return out


def escape_hatches(paths: Iterable[Path] | None = None) -> dict[str, list[tuple[str, int, str]]]:
    """``{"<set>/<slug>.py": [(kind, line, what), ...]}`` for the card modules that need an
    escape hatch (by default every card module)."""
    out: dict[str, list[tuple[str, int, str]]] = {}
    for path in (card_module_paths() if paths is None else paths):
        found = hatches_in_source(path.read_text(encoding="utf-8"), str(path))
        if found:
            out[f"{path.parent.name}/{path.name}"] = found
    return out


def count(paths: Iterable[Path] | None = None) -> tuple[int, int]:
    """``(modules needing an escape hatch, card modules)``."""
    ps = card_module_paths() if paths is None else list(paths)
    return len(escape_hatches(ps)), len(ps)


def extension_users(hatches: dict[str, list[tuple[str, int, str]]] | None = None
                    ) -> dict[str, list[str]]:
    """``{"<set>/<slug>.py": [extension name, ...]}``: the card modules that use the extension
    point, and the names they use (``hatches`` as :func:`escape_hatches` gives them; by default
    every card module's)."""
    found = escape_hatches() if hatches is None else hatches
    out: dict[str, list[str]] = {}
    for module, hs in found.items():
        names = [what for kind, _, what in hs if kind == "extension"]
        if names:
            out[module] = names
    return out


def python_in_card_modules(hatches: dict[str, list[tuple[str, int, str]]] | None = None
                           ) -> dict[str, list[tuple[str, int, str]]]:
    """The escape hatches other than uses of the extension point (a ``def``, ``class``,
    ``lambda`` or import in the card module itself), per module."""
    found = escape_hatches() if hatches is None else hatches
    out: dict[str, list[tuple[str, int, str]]] = {}
    for module, hs in found.items():
        own = [h for h in hs if h[0] != "extension"]
        if own:
            out[module] = own
    return out

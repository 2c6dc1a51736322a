"""The import structure of manastack (docs/architecture.md): no import cycles at all (among all
modules; .importlinter's contract ``no-cycles`` checks the modules of each package too), and the
contracts in .importlinter cover the whole vocabulary.

Imports under ``if TYPE_CHECKING:`` are left out, as in .importlinter: they create no dependency
when the program runs.
"""

from __future__ import annotations

import configparser
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[2]

@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("manastack", exclude_type_checking_imports=True)


def strongly_connected(graph: grimp.ImportGraph) -> list[list[str]]:
    """The import cycles: strongly connected components of more than one module (Tarjan's
    algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph.find_modules_directly_imported_by(w)))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    x = stack.pop()
                    on_stack.discard(x)
                    comp.append(x)
                    if x == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_no_import_cycles_among_manastack_modules(graph: grimp.ImportGraph) -> None:
    """No module imports itself through others, whether at the top of a module or inside a
    function (an import inside a function is a dependency all the same)."""
    cycles = strongly_connected(graph)
    assert not cycles, f"import cycles: {cycles}"


def test_cycle_finder_finds_a_cycle() -> None:
    g = grimp.ImportGraph()
    for m in ("p", "p.a", "p.b", "p.c"):
        g.add_module(m)
    g.add_import(importer="p.a", imported="p.b")
    g.add_import(importer="p.b", imported="p.a")
    g.add_import(importer="p.c", imported="p.a")
    assert strongly_connected(g) == [["p.a", "p.b"]]


def test_an_import_inside_a_function_counts(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A cycle closed only by an import inside a function is still a cycle."""
    pkg = tmp_path / "cyclepkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "low.py").write_text("def f() -> int:\n    from cyclepkg.high import g\n"
                                "    return g()\n")
    (pkg / "high.py").write_text("from cyclepkg.low import f\n\n\ndef g() -> int:\n"
                                 "    return 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    g = grimp.build_graph("cyclepkg", exclude_type_checking_imports=True, cache_dir=None)
    assert strongly_connected(g) == [["cyclepkg.high", "cyclepkg.low"]]


def test_card_modules_contract_forbids_every_vocabulary_module_but_the_prelude(
        graph: grimp.ImportGraph) -> None:
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / ".importlinter")
    forbidden = set(cfg["importlinter:contract:card-modules"]["forbidden_modules"].split())
    vocabulary = {m for m in graph.modules
                  if m.startswith("manastack.dsl.") and m != "manastack.dsl.prelude"}
    assert not vocabulary - forbidden, (
        f"add to forbidden_modules in .importlinter: {sorted(vocabulary - forbidden)}")


def test_no_contract_lists_exceptions() -> None:
    """The contracts hold without exceptions: no ``ignore_imports`` anywhere (a card that needs
    more than the vocabulary uses an extension, docs/cards.md)."""
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / ".importlinter")
    with_exceptions = [name for name in cfg.sections()
                       if cfg[name].get("ignore_imports", "").strip()]
    assert with_exceptions == []

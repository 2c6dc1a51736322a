"""The import structure of manastack (docs/architecture.md): no import cycles, and the contracts
in .importlinter cover the whole vocabulary.

Imports under ``if TYPE_CHECKING:`` are left out, as in .importlinter: they create no dependency
when the program runs.
"""

from __future__ import annotations

import configparser
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[2]

# Modules still caught in an import cycle, to be untangled (the list only shrinks: a module
# that leaves every cycle must be removed from it).
KNOWN_CYCLES: frozenset[str] = frozenset({
    "manastack.game",
    "manastack.rules.amounts",
    "manastack.rules.as_transforms",
    "manastack.rules.cast_methods",
    "manastack.rules.casting",
    "manastack.rules.characteristics",
    "manastack.rules.commander",
    "manastack.rules.costs",
    "manastack.rules.countering",
    "manastack.rules.day_night",
    "manastack.rules.event_apply",
    "manastack.rules.exile_until",
    "manastack.rules.face_down",
    "manastack.rules.keyword_abilities",
    "manastack.rules.library_top",
    "manastack.rules.linked_exile",
    "manastack.rules.mana",
    "manastack.rules.mana_colors",
    "manastack.rules.mana_riders",
    "manastack.rules.one_shot",
    "manastack.rules.pipeline",
    "manastack.rules.planeswalkers",
    "manastack.rules.replacement",
    "manastack.rules.restrictions",
    "manastack.rules.selectors",
    "manastack.rules.stack",
    "manastack.rules.targets",
    "manastack.rules.tokens",
    "manastack.rules.transform",
    "manastack.rules.trigger_tests",
    "manastack.rules.triggers",
    "manastack.rules.unless_pays",
    "manastack.rules.until_next_turn",
    "manastack.rules.ward",
    "manastack.rules.winning_and_losing",
    "manastack.rules.zone_change",
    "manastack.scenario",
})


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
    cycles = strongly_connected(graph)
    in_cycles = {m for c in cycles for m in c}
    new = [c for c in cycles if not set(c) <= KNOWN_CYCLES]
    assert not new, f"import cycles: {new}"
    assert not KNOWN_CYCLES - in_cycles, (
        f"no longer in a cycle, remove from KNOWN_CYCLES: {sorted(KNOWN_CYCLES - in_cycles)}")


def test_cycle_finder_finds_a_cycle() -> None:
    g = grimp.ImportGraph()
    for m in ("p", "p.a", "p.b", "p.c"):
        g.add_module(m)
    g.add_import(importer="p.a", imported="p.b")
    g.add_import(importer="p.b", imported="p.a")
    g.add_import(importer="p.c", imported="p.a")
    assert strongly_connected(g) == [["p.a", "p.b"]]


def test_card_modules_contract_forbids_every_vocabulary_module_but_the_prelude(
        graph: grimp.ImportGraph) -> None:
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / ".importlinter")
    forbidden = set(cfg["importlinter:contract:card-modules"]["forbidden_modules"].split())
    vocabulary = {m for m in graph.modules
                  if m.startswith("manastack.dsl.") and m != "manastack.dsl.prelude"}
    assert not vocabulary - forbidden, (
        f"add to forbidden_modules in .importlinter: {sorted(vocabulary - forbidden)}")

"""Rulings next to the tests that cite them, for reviewing that each test checks its ruling.

    python -m tools.ruling_audit MIC-RN                 # every MIC-RN ruling and its tests
    python -m tools.ruling_audit MID-RN-04              # an id prefix: MID-RN-040 .. MID-RN-049
    python -m tools.ruling_audit ONS-FAQ --from 30 --to 59   # a range of ruling numbers
    python -m tools.ruling_audit MIC-RN --names         # test names only, no bodies
    python -m tools.ruling_audit MID-RN --uncited       # the rulings no test cites

For each ruling whose id starts with the prefix, in document order, it prints the ruling (its
Japanese text, the English ruling where there is one, the card, the CR rule and the obsolete note)
and then every test citing it (found as ``manastack rulings`` finds them,
:func:`manastack.reports.rulings.cited_rulings`) with its full source: the decorators, the name,
the docstring and the body. A test cited through a class or a module-level ``pytestmark`` is
printed as that class or module's test functions. The reviewer reads each ruling's observable
points (each separate result, choice offered or refused, timing) against the assertions, and the
test names against what the bodies check; the record of the audit is ``docs/ruling_audit.md``.

A developer tool: nothing in the package imports it.
"""

from __future__ import annotations

import argparse
import ast
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from manastack.reports.rulings import (  # noqa: E402
    Ruling,
    cited_rulings,
    load_rulings,
)

_RULE = "=" * 100
_THIN = "-" * 100


def _number(ruling_id: str) -> int:
    return int(ruling_id.rsplit("-", 1)[1])


def _source_of(citation: str, cache: dict[Path, tuple[str, ast.Module]]) -> str:
    """The source of the test (function, class or module) a citation ``path::A::b`` names."""
    path_text, *names = citation.split("::")
    path = ROOT / path_text
    if path not in cache:
        text = path.read_text(encoding="utf-8")
        cache[path] = (text, ast.parse(text))
    text, tree = cache[path]
    node: ast.AST = tree
    for name in names:
        body = getattr(node, "body", [])
        found = next(
            (
                stmt
                for stmt in body
                if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
                and stmt.name == name
            ),
            None,
        )
        if found is None:
            return f"    (not found: {name})"
        node = found
    if isinstance(node, ast.Module):
        parts = [
            ast.get_source_segment(text, stmt, padded=True) or ""
            for stmt in node.body
            if isinstance(stmt, ast.FunctionDef | ast.ClassDef) and stmt.name.startswith(
                ("test_", "Test")
            )
        ]
        return "\n\n".join(parts)
    assert isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    lines = text.splitlines()
    return "\n".join(lines[first - 1 : node.end_lineno])


def _ruling_text(ruling: Ruling) -> str:
    head = ruling.id
    if ruling.card:
        head += f"  [{ruling.card}" + (f" / {ruling.card_ja}" if ruling.card_ja else "") + "]"
    elif ruling.topic:
        head += f"  [{ruling.topic}]"
    if ruling.rule_number:
        head += f"  (CR {ruling.rule_number} at the time)"
    lines = [head]
    if ruling.text_ja:
        lines.append(textwrap.fill(ruling.text_ja, 98, initial_indent="  ja: ",
                                   subsequent_indent="      "))
    if ruling.en_ruling:
        lines.append(textwrap.fill(ruling.en_ruling, 98, initial_indent="  en: ",
                                   subsequent_indent="      "))
    if ruling.obsolete_note:
        lines.append(textwrap.fill(ruling.obsolete_note, 98, initial_indent="  obsolete: ",
                                   subsequent_indent="      "))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("prefix", help="ruling id prefix, e.g. MIC-RN, MID-RN-04, ONS-FAQ-012")
    parser.add_argument("--from", dest="start", type=int, default=None,
                        help="first ruling number to print")
    parser.add_argument("--to", dest="stop", type=int, default=None,
                        help="last ruling number to print")
    parser.add_argument("--names", action="store_true", help="test names only, no bodies")
    parser.add_argument("--uncited", action="store_true", help="only rulings no test cites")
    parser.add_argument("--tests", type=Path, default=ROOT / "tests", help="tests directory")
    args = parser.parse_args(argv)

    prefix = args.prefix.strip().upper()
    rulings = [r for r in load_rulings() if r.id.startswith(prefix)]
    if args.start is not None:
        rulings = [r for r in rulings if _number(r.id) >= args.start]
    if args.stop is not None:
        rulings = [r for r in rulings if _number(r.id) <= args.stop]
    if not rulings:
        print(f"no ruling id starts with {prefix!r}", file=sys.stderr)
        return 2
    cited = cited_rulings(args.tests)
    cache: dict[Path, tuple[str, ast.Module]] = {}
    shown = 0
    for ruling in rulings:
        tests = cited.get(ruling.id, [])
        if args.uncited and tests:
            continue
        shown += 1
        print(_RULE)
        print(_ruling_text(ruling))
        if not tests:
            print("  (no test cites it)")
        for citation in tests:
            print(_THIN if not args.names else "", end="\n" if not args.names else "")
            print(f"  {citation}")
            if not args.names:
                print(textwrap.indent(_source_of(citation, cache), "    "))
    print(_RULE)
    cited_count = sum(1 for r in rulings if r.id in cited)
    print(f"{len(rulings)} rulings, {cited_count} cited"
          + (f", {shown} shown" if args.uncited else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

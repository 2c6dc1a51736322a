"""Card modules speak the vocabulary: how many need a Python escape hatch.

What counts is defined in :mod:`manastack.reports.escape_hatches`: a ``def`` or ``class``, a
``lambda``, an import other than ``from manastack.dsl.prelude import *``, or a use of the
registered extension point (``Extension("name")``). The goal is at most 5% of card modules;
``MAX_MODULES`` is the count reached so far and may only go down. No card module has Python of
its own any more: the remaining hatches all go through the extension point
(``manastack.rules.extensions``, tests/rules/test_extensions.py).
"""

from __future__ import annotations

from pathlib import Path

from manastack.reports.coverage import coverage_report
from manastack.reports.escape_hatches import (
    count,
    escape_hatches,
    extension_users,
    hatches_in_source,
    python_in_card_modules,
)

#: The most card modules that may need an escape hatch. Lower it when modules are converted
#: to the vocabulary; never raise it (add vocabulary instead).
MAX_MODULES = 21


def test_escape_hatch_count_does_not_grow() -> None:
    n, total = count()
    assert total > 600  # every set's card modules are read
    listing = "\n".join(f"{m}: {[f'{k} {w}' for k, _, w in found]}"
                        for m, found in escape_hatches().items())
    assert n <= MAX_MODULES, (
        f"{n} card modules need a Python escape hatch (at most {MAX_MODULES}); say it with the "
        f"vocabulary (docs/cards.md) instead:\n{listing}")


def test_no_card_module_has_python_of_its_own() -> None:
    """No ``def``, ``class``, ``lambda`` or import other than the prelude in any card module:
    what the vocabulary can't say goes through the extension point."""
    assert python_in_card_modules() == {}


def test_the_remaining_hatches_are_uses_of_the_extension_point() -> None:
    users = extension_users()
    assert set(users) == set(escape_hatches())
    assert users["ons/oblation.py"] == ["oblation_token_ceases_to_exist"]


def test_the_coverage_report_lists_the_extension_point_users(tmp_path: Path) -> None:
    eh = coverage_report(tmp_path, "ONS")["escape_hatches"]
    assert eh["python_modules"] == 0
    assert eh["extension_users"] == extension_users()
    assert eh["modules"] == len(eh["extension_users"]) == len(eh["list"])
    assert eh["list"]["ons/oblation.py"] == ["extension oblation_token_ceases_to_exist (line 14)"]


def test_what_counts_as_an_escape_hatch() -> None:
    src = '''"""Doc."""
from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars

F = Filter(custom=lambda g, oid, you, src: True)


def _cond(g: Any, x: Any) -> bool:
    return True


class _Test:
    pass


ABILITIES = [triggered(dies(), Extension("named_effect"))]
'''
    kinds = [(kind, what) for kind, _, what in hatches_in_source(src)]
    assert kinds == [("import", "typing: Any"),
                     ("import", "manastack.rules.characteristics: chars"),
                     ("lambda", "lambda"), ("def", "_cond"), ("class", "_Test"),
                     ("extension", "named_effect")]
    found = {"ons/x.py": hatches_in_source(src)}
    assert extension_users(found) == {"ons/x.py": ["named_effect"]}
    assert [k for k, _, _ in python_in_card_modules(found)["ons/x.py"]] == \
        ["import", "import", "lambda", "def", "class"]


def test_a_module_in_the_vocabulary_has_none() -> None:
    src = '''"""Festering Goblin."""
from __future__ import annotations

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(dies(), pump(Target(0), -1, -1), targets=[TARGET_CREATURE])]
'''
    assert hatches_in_source(src) == []


def test_only_the_prelude_star_import_is_the_vocabulary(tmp_path: Path) -> None:
    card = tmp_path / "ons" / "x.py"
    card.parent.mkdir()
    card.write_text("from manastack.dsl.prelude import ANY_TARGET\nABILITIES = []\n")
    assert escape_hatches([card]) == {
        "ons/x.py": [("import", 1, "manastack.dsl.prelude: ANY_TARGET")]}

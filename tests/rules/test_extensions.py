"""The vocabulary's extension point (``manastack.rules.extensions``): named Python conditions
and effects that card modules use as ``Extension("name")``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from manastack.cards.custom import define_card
from manastack.dsl.prelude import Extension, GainLife, spell
from manastack.reports.escape_hatches import escape_hatches, extension_users
from manastack.rules.extensions import EXTENSIONS, UnknownExtensionError, extension
from manastack.scenario import Scenario
from manastack.testing import Driver


def _uses() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for module, found in escape_hatches().items():
        for kind, _, name in found:
            if kind == "extension":
                out.setdefault(name, []).append(module)
    return out


def test_every_extension_a_card_uses_is_registered() -> None:
    uses = _uses()
    assert uses, "the extension point is in use"
    assert set(uses) <= set(EXTENSIONS), sorted(set(uses) - set(EXTENSIONS))


def test_every_registered_extension_belongs_to_one_card() -> None:
    # Two cards needing the same thing is the sign that it should be vocabulary instead.
    uses = _uses()
    assert {name: len(uses.get(name, ())) for name in EXTENSIONS} == \
        {name: 1 for name in EXTENSIONS}


TESTS = Path(__file__).resolve().parents[1]


def test_each_extension_lives_in_the_module_named_after_its_card() -> None:
    """``manastack.rules.extensions.<slug>`` holds exactly the extensions that the card module
    ``<set>/<slug>.py`` uses."""
    by_module: dict[str, set[str]] = {}
    for name, fn in EXTENSIONS.items():
        by_module.setdefault(fn.__module__.rsplit(".", 1)[-1], set()).add(name)
    users = {module.split("/")[1].removesuffix(".py"): set(names)
             for module, names in extension_users().items()}
    assert by_module == users


def test_each_extension_has_its_own_test() -> None:
    """Every card using the extension point has its card test module, which plays the card
    (so each of its extensions is exercised through public actions)."""
    for module in extension_users():
        set_dir, file = module.split("/")
        test = TESTS / "cards" / set_dir / f"test_{file}"
        assert test.exists(), f"{module}: no {test.relative_to(TESTS.parent)}"
        tree = ast.parse(test.read_text(encoding="utf-8"))
        marks = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "card"]
        tests = [n for n in tree.body if isinstance(n, ast.FunctionDef)
                 and n.name.startswith("test_")]
        assert marks and tests, f"{test.name}: a card test module with tests"


def test_every_extension_says_what_rule_it_implements() -> None:
    for name, fn in EXTENSIONS.items():
        assert fn.__doc__ and "CR " in fn.__doc__, name


def test_an_unknown_extension_is_a_clear_error() -> None:
    dud = define_card("Extension Test Dud", "{0}", "Sorcery", "You gain 1 life.",
                      abilities=[spell(GainLife(1), Extension("no such extension"))]).name
    d = Driver(Scenario().hand(0, dud).build())
    d.cast(0, dud)
    with pytest.raises(UnknownExtensionError, match="no extension named 'no such extension'"):
        d.resolve()


def test_a_name_is_registered_once() -> None:
    name = next(iter(EXTENSIONS))
    with pytest.raises(ValueError, match="already registered"):
        extension(name)(lambda g, fid: None)

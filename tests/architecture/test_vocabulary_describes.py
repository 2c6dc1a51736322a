"""The vocabulary (manastack.dsl) only describes (docs/architecture.md): no function of it looks
at a game. A test, condition, amount or replacement that needs the game is a record whose meaning
a rules module registers (``manastack.dsl.interpreted``), so no function or lambda in dsl/ takes
the game as a parameter."""

from __future__ import annotations

import ast
from pathlib import Path

DSL = Path(__file__).resolve().parents[2] / "src" / "manastack" / "dsl"
GAME_NAMES = {"g", "game", "state", "gs"}


def functions_taking_the_game(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            params = [a.arg for a in node.args.posonlyargs + node.args.args
                      + node.args.kwonlyargs]
            if params and params[0] == "self":
                params = params[1:]
            if params and params[0] in GAME_NAMES:
                found.append(getattr(node, "name", "<lambda>") + f" (line {node.lineno})")
    return found


def test_no_vocabulary_function_takes_the_game() -> None:
    found = {path.name: f for path in sorted(DSL.glob("*.py"))
             if (f := functions_taking_the_game(path.read_text(encoding="utf-8")))}
    assert not found, f"make these records interpreted by the rules: {found}"


def test_the_check_finds_a_function_and_a_lambda_taking_the_game() -> None:
    src = "def f(g, oid):\n    return g.objects[oid]\n\nX = lambda game, frame: 1\n"
    assert functions_taking_the_game(src) == ["f (line 1)", "<lambda> (line 4)"]

"""The instruction queue: how the game proceeds without callbacks or generators; a resolving
spell's or ability's instructions are followed in the order written (CR 608.2c).

Everything the game does next is a small immutable ``Instr`` on ``GameState.work`` (a stack;
the last item runs next). A handler may push more instructions, or set ``GameState.pending`` to
a Decision and stop: the run loop then returns to the caller, and the answer, once given, is
stored in a resolution frame where the next instruction reads it. Because instructions are
plain data, a paused game can be cloned or replayed at any point.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.state.game_state import GameState
from manastack.state.quick_init import quick_init

Handler = Callable[..., None]
HANDLERS: dict[str, Handler] = {}


@dataclass(frozen=True, slots=True)
class Instr:
    op: str
    args: tuple[Any, ...] = ()

    def __repr__(self) -> str:
        return f"{self.op}{self.args!r}"


quick_init(Instr)

def handler(op: str) -> Callable[[Handler], Handler]:
    """Register the function that carries out instructions named ``op``."""
    def deco(fn: Handler) -> Handler:
        if op in HANDLERS:
            raise ValueError(f"duplicate instruction handler {op}")
        HANDLERS[op] = fn
        return fn
    return deco


def push(g: GameState, op: str, *args: Any) -> None:
    """Schedule ``op`` to run next (before anything already queued)."""
    g.work.append(Instr(op, args))


def push_all(g: GameState, instrs: list[tuple[Any, ...]]) -> None:
    """Schedule several instructions to run in the given order, before anything queued."""
    for item in instrs[::-1]:  # not reversed(): mypyc can't iterate it over tuple[Any, ...]
        g.work.append(Instr(item[0], tuple(item[1:])))


def execute(g: GameState, ins: Instr) -> None:
    HANDLERS[ins.op](g, *ins.args)

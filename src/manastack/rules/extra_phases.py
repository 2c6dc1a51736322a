"""Additional combat and main phases (CR 500.8).

"After this main phase, there is an additional combat phase followed by an additional main
phase": when the current main phase ends, the turn goes to an additional beginning of
combat; the combat steps follow as usual and lead to the additional main phase; after it the
turn resumes with the step that would have followed the original main phase. Several such
effects each add their own pair (ONS-FAQ-084).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.one_shot import effect
from manastack.state.game_state import GameState
from manastack.state.steps import Step

PENDING = "extra_combats"
RESUME = "resume_after_extra"


@effect(E.AdditionalCombatAfterThisMain)
def _add(g: GameState, e: Any, fid: int, frame: dict[str, Any]) -> None:
    turn, n = g.extra.get(PENDING, (g.turn, 0))
    g.extra[PENDING] = (g.turn, (n if turn == g.turn else 0) + 1)
    g.version += 1


def after_main(g: GameState, natural: Step) -> Step:
    """The step after a main phase whose natural successor is ``natural``."""
    turn, n = g.extra.get(PENDING, (g.turn, 0))
    resume = g.extra.get(RESUME)
    if resume is not None and resume[0] != g.turn:
        resume = None
    if turn == g.turn and n > 0:
        g.extra[PENDING] = (turn, n - 1)
        if resume is None:
            g.extra[RESUME] = (g.turn, natural)
        return Step.BEGINNING_OF_COMBAT
    if resume is not None:
        g.extra.pop(RESUME, None)
        return Step(resume[1])
    return natural

"""Creating tokens (CR 111, 701.7) and investigating (CR 701.16).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.database import database
from manastack.dsl import effects as E
from manastack.rules.events import Event, submit, submit_all
from manastack.rules.one_shot import amt, effect, players
from manastack.state.game_state import GameState


@effect(E.CreateToken)
def _create_token(g: GameState, e: E.CreateToken, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in players(g, e.who, frame):
        spec = {} if isinstance(e.token, str) else {"key": e.token.key}
        submit(g, Event("create_token", player=p, amount=n,
                        data={"token": e.token if isinstance(e.token, str) else e.token.name,
                              **spec, "tapped": e.tapped, "attacking": e.attacking,
                              "source": frame.get("source")}))


@effect(E.Investigate)
def _investigate(g: GameState, e: E.Investigate, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.16: create a Clue token."""
    n = amt(g, e.amount, frame)
    submit_all(g, [Event("create_token", player=p, amount=n,
                         data={"token": "Clue", "investigate": True})
                   for p in players(g, e.who, frame)])


def token_card(name: str) -> Any:
    return database().token(name)


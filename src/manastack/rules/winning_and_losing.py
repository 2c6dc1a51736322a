"""Winning and losing the game (CR 104): "You can't lose the game" and "Your opponents can't
win the game" (CR 101.2: a "can't" beats any instruction), and the effect "[You] win the game"
(CR 104.2b).

A permanent with the rule ``cant_lose_the_game`` (``rule("cant_lose_the_game", "controller")``:
"You can't lose the game") keeps its controller in the game at 0 or less life, with ten poison
counters, after drawing from an empty library or with 21 commander damage (CR 704.5a-c, 704.6c;
``rules.sba``), and against effects saying they lose the game (CR 104.3e); conceding still
ends their game (CR 104.3a). With the parameter "opponents_cant_win" ("... and your opponents
can't win the game", Platinum Angel), an effect saying an opponent wins the game does nothing.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.rules.events import Event, submit_all
from manastack.rules.one_shot import effect, players
from manastack.rules.restrictions import cant_lose, cant_win  # noqa: F401 - re-exported
from manastack.state.game_state import GameState


@effect(E.WinTheGame)
def _win_the_game(g: GameState, e: E.WinTheGame, fid: int, frame: dict[str, Any]) -> None:
    """CR 104.2b: the player wins; every opponent still in the game loses (CR 104.3h), unless
    the player can't win the game."""
    for you in players(g, e.who, frame):
        if cant_win(g, you) or not g.players[you].in_game:
            continue
        submit_all(g, [Event("lose", player=p, data={"reason": "opponent_won"})
                       for p in g.opponents(you) if g.players[p].in_game])

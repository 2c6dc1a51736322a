"""Triskaidekaphile — {1}{U} Creature — Human Wizard 1/3.

"You have no maximum hand size. / At the beginning of your upkeep, if you have exactly
thirteen cards in your hand, you win the game. / {3}{U}: Draw a card."

The upkeep ability checks the hand as the upkeep starts (an intervening "if", CR 603.4,
MID-RN-138) and again as it resolves.
"""

from typing import Any

from manastack.dsl.conditions import controller_of
from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit_all


def _thirteen(g: Any, x: Any, *_: Any) -> bool:
    you = controller_of(g, x)
    return you is not None and len(g.players[you].hand) == 13


def _win(g: Any, fid: int) -> None:
    """CR 104.2b: an effect says the player wins: every opponent loses (CR 104.3h)."""
    you = g.frames[fid]["controller"]
    submit_all(g, [Event("lose", player=p, data={"cause": "opponent_won"})
                   for p in g.player_ids() if p != you and g.players[p].in_game])


ABILITIES = [
    rule("no_maximum_hand_size", "controller"),
    triggered(at_beginning_of(Step.UPKEEP), Custom(_win, "win the game"), condition=_thirteen),
    activated("{3}{U}", Draw(1)),
]

"""Sunset Revelry — {1}{W} Sorcery.

"If an opponent has more life than you, you gain 4 life. / If an opponent controls more
creatures than you, create two 1/1 white Human creature tokens. / If an opponent has more
cards in hand than you, draw a card."

Each condition is checked as its part of the spell happens (CR 608.2c).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.selectors import all_matching


def _opponent_has_more(measure: Any) -> Any:
    def cond(g: Any, frame: Any) -> bool:
        you = frame["controller"]
        mine = measure(g, you)
        return any(measure(g, p) > mine for p in g.opponents(you))
    return cond


def _life(g: Any, p: int) -> int:
    return int(g.players[p].life)


def _creatures(g: Any, p: int) -> int:
    return len(all_matching(g, CREATURE_YOU_CONTROL, p, None))


def _hand(g: Any, p: int) -> int:
    return len(g.players[p].hand)


ABILITIES = [
    spell(If(_opponent_has_more(_life), (GainLife(4),))),
    spell(If(_opponent_has_more(_creatures), (CreateToken("Human", 2),))),
    spell(If(_opponent_has_more(_hand), (Draw(1),))),
]

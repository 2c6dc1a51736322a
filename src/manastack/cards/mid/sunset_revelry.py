"""Sunset Revelry — {1}{W} Sorcery.

"If an opponent has more life than you, you gain 4 life. / If an opponent controls more
creatures than you, create two 1/1 white Human creature tokens. / If an opponent has more
cards in hand than you, draw a card."

Each condition is checked as its part of the spell happens (CR 608.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(If(AnOpponentHasMore(LifeTotal()), (GainLife(4),))),
    spell(If(AnOpponentHasMore(CountOf(CREATURE_YOU_CONTROL)), (CreateToken("Human", 2),))),
    spell(If(AnOpponentHasMore(CountOf(card_in(Zone.HAND))), (Draw(1),))),
]

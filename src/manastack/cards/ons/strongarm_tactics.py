"""Strongarm Tactics — {1}{B} Sorcery.

Oracle: "Each player discards a card. Then each player who didn't discard a creature card
this way loses 4 life."

A player with no cards in hand discards nothing and so loses 4 life (ONS-FAQ-152).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((Discard(1, EachPlayer()),), "discarded"),
          LoseLife(4, PlayersWhoDidnt("discarded", CREATURE))),
]

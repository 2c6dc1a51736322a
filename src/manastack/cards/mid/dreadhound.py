"""Dreadhound — {4}{B}{B} Creature — Demon Dog 6/6.

"When Dreadhound enters the battlefield, mill three cards. / Whenever a creature dies or a
creature card is put into a graveyard from a library, each opponent loses 1 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARD_FROM_LIBRARY = Trigger("zone_change", from_zone=Zone.LIBRARY,
                                     to_zone=Zone.GRAVEYARD, test=MovedCardIs(CREATURE),
                                     label="a creature card is put into a graveyard from a "
                                           "library")

ABILITIES = [
    triggered(enters(), Mill(3)),
    lines(triggered(dies(CREATURE), LoseLife(1, EachOpponent())),
          triggered(CREATURE_CARD_FROM_LIBRARY, LoseLife(1, EachOpponent()))),
]

"""Bloodline Shaman — {1}{G} Creature — Elf Wizard Shaman 1/1.

Oracle: "{T}: Choose a creature type. Reveal the top card of your library. If that card is a
creature card of the chosen type, put it into your hand. Otherwise, put it into your
graveyard."

The revealed card is shown to every player (CR 701.20a), who know it in the hand it goes to.
"""

from manastack.dsl.prelude import *  # noqa: F403

TOP_CARD = TopOfLibrary(1)
A_CREATURE_OF_THE_CHOSEN_TYPE = OfChosenType(card_in(Zone.LIBRARY, "Creature",
                                                     custom=InTopOfLibrary(1)))

ABILITIES = [
    activated("{T}", ChooseCreatureType(), Reveal(TOP_CARD),
              If(at_least(NumberOf(A_CREATURE_OF_THE_CHOSEN_TYPE), 1),
                 (MoveTo(TOP_CARD, Zone.HAND),), (MoveTo(TOP_CARD, Zone.GRAVEYARD),))),
]

"""Consider — {U} Instant.

"Look at the top card of your library. You may put that card into your graveyard. /
Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

TOP_CARD = TopOfLibrary(1)

ABILITIES = [
    spell(LookAt(TOP_CARD),
          If(at_least(NumberOf(TOP_CARD), 1),
             (May((MoveTo(TOP_CARD, Zone.GRAVEYARD),),
                  prompt="Put the top card of your library into your graveyard?"),))),
    spell(Draw(1)),
]

"""Reminisce — {2}{U} Sorcery.

Oracle: "Target player shuffles their graveyard into their library."

Reminisce is still on the stack while it resolves, so it isn't shuffled in (CR 608.2n).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ForEachPlayer((MoveTo(All(card_in(Zone.GRAVEYARD, label="card in your graveyard")),
                                Zone.LIBRARY),
                         Shuffle()), Target(0)),
          targets=[TARGET_PLAYER]),
]

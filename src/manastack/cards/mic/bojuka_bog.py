"""Bojuka Bog — Land.

Oracle: "Bojuka Bog enters the battlefield tapped. / When Bojuka Bog enters the battlefield,
exile target player's graveyard. / {T}: Add {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    triggered(enters(),
              ForEachPlayer((MoveTo(All(card_in(Zone.GRAVEYARD, label="card in your graveyard")),
                                    Zone.EXILE),), Target(0)),
              targets=[TARGET_PLAYER]),
    mana_ability("{T}", "B"),
]

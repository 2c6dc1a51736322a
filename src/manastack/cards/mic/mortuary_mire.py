"""Mortuary Mire — Land.

Oracle: "Mortuary Mire enters the battlefield tapped. / When Mortuary Mire enters the
battlefield, you may put target creature card from your graveyard on top of your library. /
{T}: Add {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    triggered(enters(), MoveTo(Target(0), Zone.LIBRARY, "top"),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card from your graveyard"))],
              optional=True),
    mana_ability("{T}", "B"),
]

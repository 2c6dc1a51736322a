"""Myriad Landscape — Land.

Oracle: "Myriad Landscape enters the battlefield tapped. / {T}: Add {C}. / {2}, {T}, Sacrifice
Myriad Landscape: Search your library for up to two basic land cards that share a land type,
put them onto the battlefield tapped, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "C"),
    activated("{2}, {T}, Sacrifice ~",
              SearchGroup(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                          2, ShareALandType(), to=Zone.BATTLEFIELD, tapped=True,
                          wording="up to two basic land cards that share a land type")),
]

"""Krosan Verge — Land.

Oracle: "Krosan Verge enters the battlefield tapped. / {T}: Add {C}. / {2}, {T}, Sacrifice
Krosan Verge: Search your library for a Forest card and a Plains card, put them onto the
battlefield tapped, then shuffle."

A card that is both a Forest and a Plains may be found as either, but not as both.
"""

from manastack.dsl.prelude import *  # noqa: F403

FOREST = Filter(subtypes=("Forest",), label="Forest card")
PLAINS = Filter(subtypes=("Plains",), label="Plains card")

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "C"),
    activated("{2}, {T}, Sacrifice ~",
              SearchGroup(Filter(subtypes=("Forest", "Plains"), label="Forest or Plains card"),
                          2, OneOfEach(FOREST, PLAINS), to=Zone.BATTLEFIELD, tapped=True,
                          wording="a Forest card and a Plains card")),
]

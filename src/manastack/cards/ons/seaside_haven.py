"""Seaside Haven — Land.

Oracle: "{T}: Add {C}. / {W}{U}, {T}, Sacrifice a Bird: Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated(Cost(mana=ManaCost.parse("{W}{U}"), tap=True,
                   sacrifice=Filter(subtypes=("Bird",), label="Bird")),
              Draw(1)),
]

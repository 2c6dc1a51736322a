"""Blighted Woodland — Land.

Oracle: "{T}: Add {C}. / {3}{G}, {T}, Sacrifice Blighted Woodland: Search your library for up
to two basic land cards, put them onto the battlefield tapped, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{3}{G}, {T}, Sacrifice ~",
              Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                     to=Zone.BATTLEFIELD, amount=2, tapped=True, reveal=False)),
]

"""Explosive Vegetation — {3}{G} Sorcery.

Oracle: "Search your library for up to two basic land cards, put them onto the battlefield
tapped, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                 to=Zone.BATTLEFIELD, amount=2, tapped=True, reveal=False)),
]

"""Weathered Wayfarer — {W} Creature — Human Nomad Cleric 1/1.

Oracle: "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then
shuffle. Activate only if an opponent controls more lands than you."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{W}, {T}", Search(Filter(types=("Land",), label="land card")),
              condition=fewer_than(CountOf(LAND.but(controller="you")),
                                        MostAmongOpponents(LAND))),
]

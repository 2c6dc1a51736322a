"""Yavimaya Elder — {1}{G}{G} Creature — Human Druid 2/1.

Oracle: "When Yavimaya Elder dies, you may search your library for up to two basic land cards,
reveal them, put them into your hand, then shuffle. / {2}, Sacrifice Yavimaya Elder: Draw a
card."

Sacrificed for its last ability, it dies as the cost is paid: its dies trigger goes on the
stack above the draw and resolves first (MIC-OR-0241).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), Search(Filter(types=("Land",), supertypes=("Basic",),
                                    label="basic land card"), amount=2), optional=True),
    activated(Cost(mana=ManaCost.parse("{2}"), sacrifice_self=True), Draw()),
]

"""Distant Melody — {3}{U} Sorcery.

Oracle: "Choose a creature type. Draw a card for each permanent you control of that type."

Every permanent you control with that creature type counts, creature or not (MIC-OR-0144).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseCreatureType(),
          Draw(NumberOf(OfChosenType(Filter(controller="you",
                                            label="permanent you control"))))),
]

"""Aven Fateshaper — {6}{U} Creature — Bird Wizard 4/5.

Oracle: "Flying / When Aven Fateshaper enters the battlefield, look at the top four cards of
your library, then put them back in any order. / {4}{U}: Look at the top four cards of your
library, then put them back in any order."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), ReorderTop(4)),
    activated("{4}{U}", ReorderTop(4)),
]

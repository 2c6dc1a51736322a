"""Sage Aven — {3}{U} Creature — Bird Wizard 1/3.

Oracle: "Flying / When Sage Aven enters the battlefield, look at the top four cards of your
library, then put them back in any order."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), ReorderTop(4)),
]

"""Temple of the False God — Land.

Oracle: "{T}: Add {C}{C}. Activate only if you control five or more lands."

The condition is checked whenever the ability could be activated, also while paying a cost
(CR 602.5b, 605.3a); the Temple itself counts among the lands.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "CC", condition=you_control(LAND, at_least=5)),
]

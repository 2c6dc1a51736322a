"""The Meathook Massacre — {X}{B}{B} Legendary Enchantment.

"When The Meathook Massacre enters the battlefield, each creature gets -X/-X until end of
turn. / Whenever a creature you control dies, each opponent loses 1 life. / Whenever a
creature an opponent controls dies, you gain 1 life."

X is the value chosen as it was cast (CR 107.3m); 0 if it wasn't cast (MID-RN-130).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), pump(All(CREATURE), Times(X(), -1), Times(X(), -1))),
    triggered(dies(CREATURE_YOU_CONTROL), LoseLife(1, EachOpponent())),
    triggered(dies(CREATURE_OPP_CONTROLS), GainLife(1)),
]

"""Contested Cliffs — Land.

Oracle: "{T}: Add {C}. / {R}{G}, {T}: Target Beast creature you control fights target
creature an opponent controls."

Both deal damage at the same time (ONS-FAQ-146); if either target is illegal as the ability
resolves, no damage is dealt (ONS-FAQ-147, CR 701.14b).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{R}{G}, {T}", Fight(Target(0), Target(1)),
              targets=[target(CREATURE_YOU_CONTROL.but(subtypes=("Beast",),
                                                        label="Beast creature you control")),
                       target(CREATURE_OPP_CONTROLS)]),
]

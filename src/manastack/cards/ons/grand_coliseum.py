"""Grand Coliseum — Land.

Oracle: "Grand Coliseum enters the battlefield tapped. / {T}: Add {C}. / {T}: Add one mana of
any color. Grand Coliseum deals 1 damage to you."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "C"),
    mana_ability("{T}", "any", effects=(DealDamage(1, You()),)),
]

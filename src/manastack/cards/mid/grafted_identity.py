"""Grafted Identity — {2}{U}{U} Enchantment — Aura.

"As an additional cost to cast this spell, sacrifice a creature. / Enchant creature / You
control enchanted creature. / Enchanted creature gets +1/+1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE)),
    control_attached(),
    static(Modify(power=1, toughness=1), affects="attached"),
]

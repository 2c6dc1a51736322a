"""Rooftop Storm — {5}{U} Enchantment.

Oracle: "You may pay {0} rather than pay the mana cost for Zombie creature spells you cast."

An alternative cost (CR 118.9, ``rules.alternative_costs``): additional costs are still paid
(MIC-OR-0158) and the spell's mana cost and mana value are unchanged (MIC-OR-0159).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("pay_zero_rather_than_mana_cost", "controller",
         Filter(types=("Creature",), subtypes=("Zombie",), label="Zombie creature spell"),
         text="You may pay {0} rather than pay the mana cost for Zombie creature spells you "
              "cast."),
]

"""Liliana's Mastery — {3}{B}{B} Enchantment.

Oracle: "Zombies you control get +1/+1. / When Liliana's Mastery enters the battlefield,
create two 2/2 black Zombie creature tokens."
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    anthem(Filter(subtypes=("Zombie",), controller="you", label="Zombie you control"), 1, 1),
    triggered(enters(), CreateToken(ZOMBIE, 2)),
]

"""Army of the Damned — {5}{B}{B}{B} Sorcery.

Oracle: "Create thirteen tapped 2/2 black Zombie creature tokens. / Flashback {7}{B}{B}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    spell(CreateToken(ZOMBIE, 13, tapped=True)),
]

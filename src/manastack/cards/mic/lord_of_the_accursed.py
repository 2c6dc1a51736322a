"""Lord of the Accursed — {2}{B} Creature — Zombie 2/3.

Oracle: "Other Zombies you control get +1/+1. / {1}{B}, {T}: All Zombies gain menace until
end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIES = Filter(subtypes=("Zombie",), label="Zombie")

ABILITIES = [
    anthem(ZOMBIES.but(types=("Creature",), controller="you", other=True,
                       label="other Zombie you control"), 1, 1),
    activated("{1}{B}, {T}", grant(All(ZOMBIES), "Menace")),
]

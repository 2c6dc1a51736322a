"""Hobbling Zombie — {2}{B} Creature — Zombie 2/2.

"Deathtouch / When Hobbling Zombie dies, create a 2/2 black Zombie creature token with
decayed."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), CreateToken("Zombie")),
]

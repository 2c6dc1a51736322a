"""Daru Healer — {2}{W} Creature — Human Cleric 1/2.

Oracle: "{T}: Prevent the next 1 damage that would be dealt to any target this turn. /
Morph {W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", PreventDamage(Target(0), 1), targets=[ANY_TARGET]),
]

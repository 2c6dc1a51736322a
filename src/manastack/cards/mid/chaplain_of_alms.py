"""Chaplain of Alms // Chapel Shieldgeist — {W} Creature — Human Cleric 1/1 // Creature —
Spirit Cleric 2/1 (white).

Oracle: Front: "First strike / Ward {1} / Disturb {3}{W}"
Back: "Flying, first strike / Each creature you control has ward {1}. / If Chapel Shieldgeist
would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [],
    [anthem(CREATURE_YOU_CONTROL, 0, 0, "Ward {1}"), exile_instead_of_graveyard()],
]

"""Mourning Patrol // Morning Apparition — {2}{W} Creature — Human Soldier 2/3 // Creature — Spirit Soldier 2/1 (white).

Oracle: Front: "Vigilance / Disturb {3}{W}"
Back: "Flying, vigilance / If Morning Apparition would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [],
    [exile_instead_of_graveyard()],
]

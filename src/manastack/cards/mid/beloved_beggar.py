"""Beloved Beggar // Generous Soul — {1}{W} Creature — Human Peasant 0/4 // Creature — Spirit 4/4 (white).

Oracle: Front: "Disturb {4}{W}{W}"
Back: "Flying, vigilance / If Generous Soul would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [],
    [exile_instead_of_graveyard()],
]

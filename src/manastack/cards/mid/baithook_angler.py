"""Baithook Angler // Hook-Haunt Drifter — {1}{U} Creature — Human Peasant 2/1 // Creature — Spirit 1/2 (blue).

Oracle: Front: "Disturb {1}{U}"
Back: "Flying / If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [],
    [exile_instead_of_graveyard()],
]

"""Galedrifter // Waildrifter — {3}{U} Creature — Hippogriff 3/2 // Creature — Hippogriff Spirit 2/2 (blue).

Oracle: Front: "Flying / Disturb {4}{U}"
Back: "Flying / If Waildrifter would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [],
    [exile_instead_of_graveyard()],
]

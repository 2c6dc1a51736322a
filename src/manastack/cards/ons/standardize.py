"""Standardize — {U}{U} Instant.

Oracle: "Choose a creature type other than Wall. Each creature becomes that type until end of
turn."

Only creatures on the battlefield as it resolves are affected (CR 611.2c); the new type
replaces every other creature type (CR 205.1a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseCreatureType(exclude=("Wall",)), BecomeCreatureType(All(CREATURE))),
]

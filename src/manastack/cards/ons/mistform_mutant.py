"""Mistform Mutant — {4}{U}{U} Creature — Illusion Mutant 3/4.

Oracle: "{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until
end of turn."

The type is chosen as the ability resolves (CR 608.2d) among the existing creature types
(CR 205.3m), Wall excepted; it replaces all the target's creature types (CR 205.1a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{1}{U}", ChooseCreatureType(exclude=("Wall",)), BecomeCreatureType(Target(0)),
              targets=[TARGET_CREATURE]),
]

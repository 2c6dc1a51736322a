"""Imagecrafter — {U} Creature — Human Wizard 1/1.

Oracle: "{T}: Choose a creature type other than Wall. Target creature becomes that type until
end of turn."

The type is chosen as the ability resolves; it replaces all the creature's creature types
(CR 205.1a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", ChooseCreatureType(exclude=("Wall",)), BecomeCreatureType(Target(0)),
              targets=[TARGET_CREATURE]),
]

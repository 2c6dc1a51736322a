"""Commander's Sphere — {3} Artifact.

Oracle: "{T}: Add one mana of any color in your commander's color identity. / Sacrifice
Commander's Sphere: Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "any", of=YOUR_COMMANDERS_COLOR_IDENTITY),
    activated("Sacrifice ~", Draw(1)),
]

"""Sol Ring — {1} Artifact.

Oracle: "{T}: Add {C}{C}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "CC"),
]

"""Disruptive Pitmage — {2}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Counter target spell unless its controller pays {1}. / Morph {U}"

The spell's controller decides whether to pay as the ability resolves (CR 118.12a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{T}", CounterUnlessPays(Target(0), "{1}"), targets=[TARGET_SPELL]),
]

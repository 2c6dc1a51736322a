"""Mage's Guile — {1}{U} Instant.

Oracle: "Target creature gains shroud until end of turn. / Cycling {U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(grant(Target(0), "Shroud"), targets=[TARGET_CREATURE])]

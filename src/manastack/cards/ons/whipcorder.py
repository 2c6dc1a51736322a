"""Whipcorder — {W}{W} Creature — Human Soldier Rebel 2/2.

Oracle: "{W}, {T}: Tap target creature. / Morph {W}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{W}, {T}", TapEffect(Target(0)), targets=[TARGET_CREATURE]),
]

"""Threaten — {2}{R} Sorcery.

Oracle: "Untap target creature and gain control of it until end of turn. That creature gains
haste until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(UntapEffect(Target(0)), GainControl(Target(0), duration="eot"),
          grant(Target(0), "Haste"), targets=[TARGET_CREATURE]),
]

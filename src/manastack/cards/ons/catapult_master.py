"""Catapult Master — {3}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Tap five untapped Soldiers you control: Exile target creature."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(tap_untapped_you_control("Soldier", 5),
              MoveTo(Target(0), Zone.EXILE), targets=[TARGET_CREATURE]),
]

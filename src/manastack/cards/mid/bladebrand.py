"""Bladebrand — {1}{B} Instant. "Target creature gains deathtouch until end of turn. /
Draw a card." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(grant(Target(0), "Deathtouch"), targets=[TARGET_CREATURE]),
             spell(Draw(1))]

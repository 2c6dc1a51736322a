"""Startle — {1}{U} Instant.

"Target creature gets -2/-0 until end of turn. Create a 2/2 black Zombie creature token with
decayed. / Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(pump(Target(0), -2, 0), CreateToken("Zombie"), targets=[TARGET_CREATURE]),
    spell(Draw(1)),
]

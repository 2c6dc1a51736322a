"""Flip the Switch — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {4}. Create a 2/2 black Zombie
creature token with decayed. (It can't block. When it attacks, sacrifice it at end of
combat.)"

The spell's controller decides whether to pay as Flip the Switch resolves (CR 118.12a); the
token is created either way (MID-RN-053).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(CounterUnlessPays(Target(0), "{4}"), CreateToken("Zombie"), targets=[TARGET_SPELL]),
]

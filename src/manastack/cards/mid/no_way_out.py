"""No Way Out — {2}{B} Sorcery.

"Target opponent discards two cards. You create a 2/2 black Zombie creature token with
decayed."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Discard(2, who=Target(0)), CreateToken("Zombie"), targets=[TARGET_OPPONENT]),
]

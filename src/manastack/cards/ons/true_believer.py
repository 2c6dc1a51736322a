"""True Believer — {W}{W} Creature — Human Cleric 2/2.

Oracle: "You have shroud. (You can't be the target of spells or abilities.)"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("player_shroud", "controller"),
]

"""Thraben Exorcism — {1}{W} Instant.

"Exile target Spirit, creature with disturb, or enchantment."

A creature with disturb is one with the keyword in its text box now; a permanent whose back
face is up usually doesn't have it (MID-RN-143).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE),
          targets=[target(Filter(custom=MatchesAny((Filter(subtypes=("Spirit",)),
                                                     CREATURE.but(keywords=("Disturb",)),
                                                     ENCHANTMENT)),

                                 label="Spirit, creature with disturb, or enchantment"))]),
]

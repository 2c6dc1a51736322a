"""Abandon the Post — {1}{R} Sorcery.

"Up to two target creatures can't block this turn. / Flashback {3}{R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(restrict(Target(0), "cant_block"),
          targets=[target(CREATURE, count=2, min=0, label="up to two target creatures")]),
]

"""Sigardian Savior — {3}{W}{W} Creature — Angel 3/3.

"Flying / When Sigardian Savior enters the battlefield, if you cast it, return up to two
target creature cards with mana value 2 or less from your graveyard to the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), MoveTo(Target(0), Zone.BATTLEFIELD),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature", mv_le=2,
                                      label="creature card with mana value 2 or less"),
                              count=2, min=0,
                              label="up to two target creature cards with mana value 2 or "
                                    "less from your graveyard")],
              condition=SOURCE_WAS_CAST),
]

"""Celestus Sanctifier — {2}{W} Creature — Human Cleric 3/2.

Oracle: "If it's neither day nor night, it becomes day as Celestus Sanctifier enters the
battlefield. / Whenever day becomes night or night becomes day, look at the top two cards of
your library. Put one of them into your graveyard."

The card not put into the graveyard stays on top of the library (MID-RN-146).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(),
              LookAtTop(2, take=1, to=Zone.GRAVEYARD, take_optional=False,
                        rest_position="top")),
]

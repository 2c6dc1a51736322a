"""Gavony Dawnguard — {1}{W}{W} Creature — Human Soldier 3/3.

"Ward {1} / If it's neither day nor night, it becomes day as Gavony Dawnguard enters the
battlefield. / Whenever day becomes night or night becomes day, look at the top four cards of
your library. You may reveal a creature card with mana value 3 or less from among them and
put it into your hand. Put the rest on the bottom of your library in any order."
"""

from manastack.dsl.prelude import *  # noqa: F403

SMALL_CREATURE_CARD = Filter(types=("Creature",), mv_le=3,
                             label="creature card with mana value 3 or less")

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(), LookAtTop(4, take=1, filter=SMALL_CREATURE_CARD,
                                             reveal=True)),
]

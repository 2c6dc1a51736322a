"""Tapping at the Window — {1}{G} Sorcery.

"Look at the top three cards of your library. You may reveal a creature card from among them
and put it into your hand. Put the rest into your graveyard. / Flashback {2}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(LookAtTop(3, take=1, filter=Filter(types=("Creature",), zone=Zone.LIBRARY,
                                             label="creature card"),
                    rest_to=Zone.GRAVEYARD, reveal=True)),
]

"""Phantom Carriage — {4}{U}{U} Creature — Spirit 4/4.

"Flying / When Phantom Carriage enters the battlefield, you may search your library for a
card with flashback or disturb, put it into your graveyard, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

FLASHBACK_OR_DISTURB = Filter(keywords=("Flashback", "Disturb"),
                              label="card with flashback or disturb")

ABILITIES = [
    triggered(enters(), May((Search(FLASHBACK_OR_DISTURB, to=Zone.GRAVEYARD, reveal=False),),
                            prompt="Search your library for a card with flashback or disturb?")),
]

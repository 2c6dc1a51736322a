"""Organ Hoarder — {3}{U} Creature — Zombie 3/2.

"When Organ Hoarder enters the battlefield, look at the top three cards of your library,
then put one of them into your hand and the rest into your graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), LookAtTop(3, take=1, take_optional=False, rest_to=Zone.GRAVEYARD)),
]

"""Gustcloak Runner — {W} Creature — Human Soldier 1/1.

Oracle: "Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from
combat."

Removed from combat, it deals and is dealt no combat damage; the creatures that blocked it
stay blocking (CR 506.4, 509.1h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(becomes_blocked(), UntapEffect(Self()), RemoveFromCombat(Self()), optional=True),
]

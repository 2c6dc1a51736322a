"""Gustcloak Sentinel — {2}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Whenever Gustcloak Sentinel becomes blocked, you may untap it and remove it from
combat."

Removed from combat, it deals and is dealt no combat damage; the creatures that blocked it
stay blocking (CR 506.4, 509.1h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(becomes_blocked(), UntapEffect(Self()), RemoveFromCombat(Self()), optional=True),
]

"""Gustcloak Harrier — {1}{W}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat."

Removed from combat, it deals and is dealt no combat damage; the creatures that blocked it
stay blocking (CR 506.4, 509.1h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(becomes_blocked(), UntapEffect(Self()), RemoveFromCombat(Self()), optional=True),
]

"""Gustcloak Savior — {4}{W} Creature — Bird Soldier 3/4.

Oracle: "Flying / Whenever a creature you control becomes blocked, you may untap that creature
and remove it from combat."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(becomes_blocked(CREATURE_YOU_CONTROL), UntapEffect(Triggerer()),
              RemoveFromCombat(Triggerer()), optional=True),
]

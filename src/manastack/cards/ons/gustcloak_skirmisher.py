"""Gustcloak Skirmisher — {3}{W} Creature — Bird Soldier 2/3.

Oracle: "Flying / Whenever Gustcloak Skirmisher becomes blocked, you may untap it and remove it from
combat."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    gustcloak_escape(),
]

"""Gustcloak Sentinel — {2}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Whenever Gustcloak Sentinel becomes blocked, you may untap it and remove it from
combat."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    gustcloak_escape(),
]

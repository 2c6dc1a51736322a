"""Gustcloak Runner — {W} Creature — Human Soldier 1/1.

Oracle: "Whenever Gustcloak Runner becomes blocked, you may untap it and remove it from
combat."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    gustcloak_escape(),
]

"""Gustcloak Harrier — {1}{W}{W} Creature — Bird Soldier 2/2.

Oracle: "Flying / Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from
combat."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    gustcloak_escape(),
]

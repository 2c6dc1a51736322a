"""Trostani's Summoner — {5}{G}{W} Creature — Elf Shaman 1/1.

Oracle: "When Trostani's Summoner enters the battlefield, create a 2/2 white Knight creature
token with vigilance, a 3/3 green Centaur creature token, and a 4/4 green Rhino creature token
with trample."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), CreateToken("Knight"), CreateToken("Centaur"), CreateToken("Rhino")),
]

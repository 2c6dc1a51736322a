"""Bat Whisperer — {3}{B} Creature — Vampire 4/2.

"When Bat Whisperer enters the battlefield, if an opponent lost life this turn, create a 1/1
black Bat creature token with flying."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(enters(), CreateToken("Bat"), condition=opponent_lost_life_this_turn)]

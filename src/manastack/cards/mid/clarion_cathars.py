"""Clarion Cathars — {3}{W} Creature — Human Knight 3/3.

"When Clarion Cathars enters the battlefield, create a 1/1 white Human creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(enters(), CreateToken("Human"))]

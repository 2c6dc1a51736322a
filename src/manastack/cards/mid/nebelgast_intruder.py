"""Nebelgast Intruder — {2}{U} Creature — Spirit 2/1.

"Flash / Flying / When Nebelgast Intruder enters the battlefield, up to one target creature
an opponent controls gets -2/-0 until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), pump(Target(0), -2, 0),
              targets=[target(CREATURE_OPP_CONTROLS, min=0,
                              label="up to one target creature an opponent controls")]),
]

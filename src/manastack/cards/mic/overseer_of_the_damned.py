"""Overseer of the Damned — {5}{B}{B} Creature — Demon 5/5.

Oracle: "Flying / When Overseer of the Damned enters the battlefield, you may destroy target
creature. / Whenever a nontoken creature an opponent controls dies, create a tapped 2/2 black
Zombie creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Destroy(Target(0)), targets=[TARGET_CREATURE], optional=True),
    triggered(dies(CREATURE_OPP_CONTROLS.but(token=False,
                                             label="nontoken creature an opponent controls")),
              CreateToken(TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2),
                          tapped=True)),
]

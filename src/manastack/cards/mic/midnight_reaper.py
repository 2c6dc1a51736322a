"""Midnight Reaper — {2}{B} Creature — Zombie Knight 3/2.

Oracle: "Whenever a nontoken creature you control dies, Midnight Reaper deals 1 damage to you
and you draw a card."

Midnight Reaper itself is a nontoken creature you control: its own death triggers it, and so
does each other one dying with it (CR 603.10a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL.but(token=False,
                                            label="nontoken creature you control")),
              DealDamage(1, You()), Draw(1)),
]

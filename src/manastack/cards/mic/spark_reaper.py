"""Spark Reaper — {2}{B} Creature — Zombie 2/3.

Oracle: "{3}, Sacrifice a creature or planeswalker: You gain 1 life and draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{3}"), sacrifice=CREATURE_OR_PLANESWALKER),
              GainLife(1), Draw(1)),
]

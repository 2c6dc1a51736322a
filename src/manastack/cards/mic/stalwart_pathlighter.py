"""Stalwart Pathlighter — {2}{W} Creature — Human Soldier 3/1.

Oracle: "Vigilance / Coven — At the beginning of combat on your turn, if you control three or
more creatures with different powers, creatures you control gain indestructible until end of
turn."

An intervening "if" (CR 603.4): checked as it triggers and again as it resolves, with any three
creatures of different powers each time (MIC-OR-0022, 0023, 0024). Only the creatures you
control as it resolves gain indestructible (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
              grant(All(CREATURE_YOU_CONTROL), "Indestructible"), condition=coven),
]

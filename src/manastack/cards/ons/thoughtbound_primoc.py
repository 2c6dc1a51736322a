"""Thoughtbound Primoc — {2}{R} Creature — Bird Beast 2/3.

Oracle: "Flying / At the beginning of your upkeep, if a player controls more Wizards than each
other player, the player who controls the most Wizards gains control of Thoughtbound Primoc."

An intervening "if" (CR 603.4): checked as it triggers and again as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

MOST_WIZARDS = ControlsMost(All(Filter(subtypes=("Wizard",), label="Wizard")))

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), GainControl(Self(), who=MOST_WIZARDS),
              condition=at_least(NumberOf(MOST_WIZARDS), 1)),
]

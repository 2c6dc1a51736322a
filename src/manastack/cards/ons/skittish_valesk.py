"""Skittish Valesk — {6}{R} Creature — Beast 5/5.

Oracle: "At the beginning of your upkeep, flip a coin. If you lose the flip, turn Skittish
Valesk face down. / Morph {5}{R}"

Turned face down, it is a 2/2 face-down creature with no abilities (CR 708.2a), so its upkeep
ability doesn't trigger again until it is turned face up, which its controller may do for its
morph cost (CR 702.37e, ONS-FAQ-009). Counters, damage, effects and its tapped state stay
(ONS-FAQ-018, ONS-FAQ-021).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), FlipCoin(),  # noqa: F405
              If(Not(VarIs("won_flip")), (TurnFaceDownEffect(Self()),))),  # noqa: F405
]

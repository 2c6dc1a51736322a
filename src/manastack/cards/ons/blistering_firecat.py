"""Blistering Firecat — {1}{R}{R}{R} Creature — Elemental Cat 7/1.

Oracle: "Trample, haste / At the beginning of the end step, sacrifice Blistering Firecat. /
Morph {R}{R}"

Face down it has no abilities, so it stays until turned face up (CR 708.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.END, "each"), Sacrifice(what=Self())),
]

"""Voldaren Ambusher — {2}{R} Creature — Vampire Archer 2/2.

"When Voldaren Ambusher enters the battlefield, if an opponent lost life this turn, it deals X
damage to up to one target creature or planeswalker, where X is the number of Vampires you
control."

X is counted as the ability resolves (MID-RN-249).
"""

from manastack.dsl.prelude import *  # noqa: F403

VAMPIRES_YOU_CONTROL = Filter(subtypes=("Vampire",), controller="you", label="Vampire you control")

ABILITIES = [
    triggered(enters(), DealDamage(CountOf(VAMPIRES_YOU_CONTROL), Target(0)),
              targets=[target(CREATURE_OR_PLANESWALKER, min=0,
                              label="up to one target creature or planeswalker")],
              condition=opponent_lost_life_this_turn),
]

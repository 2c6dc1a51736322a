"""Liliana's Devotee — {2}{B} Creature — Human Warlock 2/3.

Oracle: "Zombies you control get +1/+0. / At the beginning of your end step, if a creature died
this turn, you may pay {1}{B}. If you do, create a 2/2 black Zombie creature token."

An intervening "if" (CR 603.4): no creature died this turn, no trigger (MIC-OR-0201), however
many died, one trigger (MIC-OR-0202), and {1}{B} is paid at most once (MIC-OR-0203).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    anthem(Filter(types=("Creature",), subtypes=("Zombie",), controller="you",
                  label="Zombies you control"), 1, 0),
    triggered(at_beginning_of(Step.END, "you"), MayPay("{1}{B}", (CreateToken(ZOMBIE),)),
              condition=creatures_died_this_turn),
]

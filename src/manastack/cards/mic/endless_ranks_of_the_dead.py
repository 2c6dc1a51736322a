"""Endless Ranks of the Dead — {2}{B}{B} Enchantment.

Oracle: "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is
half the number of Zombies you control, rounded down."

The Zombies are counted as the ability resolves (MIC-OR-0190, 0191).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              CreateToken(TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2),
                          Half(CountOf(Filter(subtypes=("Zombie",), controller="you",
                                              label="Zombie you control")), up=False))),
]

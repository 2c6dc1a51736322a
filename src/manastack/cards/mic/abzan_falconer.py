"""Abzan Falconer — {2}{W} Creature — Human Soldier 2/3.

Oracle: "Outlast {W} / Each creature you control with a +1/+1 counter on it has flying."

Any +1/+1 counter counts, not only one put there by outlast, and Abzan Falconer itself is one
of the creatures you control.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("Flying",)),
           affects=CREATURE_YOU_CONTROL.but(custom=WithCounter("+1/+1"),
                                            label="creature you control with a +1/+1 counter")),
]

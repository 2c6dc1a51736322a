"""Ainok Bond-Kin — {1}{W} Creature — Dog Soldier 2/1.

Oracle: "Outlast {1}{W} / Each creature you control with a +1/+1 counter on it has first
strike."

Any +1/+1 counter counts, not only one put there by outlast, and Ainok Bond-Kin itself is one
of the creatures you control.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("First strike",)),
           affects=CREATURE_YOU_CONTROL.but(custom=WithCounter("+1/+1"),
                                            label="creature you control with a +1/+1 counter")),
]

"""Elvish Vanguard — {1}{G} Creature — Elf Warrior 1/1.

Oracle: "Whenever another Elf enters the battlefield, put a +1/+1 counter on Elvish Vanguard."

An Elf entering at the same time as this creature also triggers it (CR 603.6a: abilities of
permanents entering together look at each other).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(Filter(subtypes=("Elf",), other=True, label="another Elf")),
              PutCounters(Self())),
]

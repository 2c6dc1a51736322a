"""Leinore, Autumn Sovereign — {2}{G}{W} Legendary Creature — Human Noble 0/4.

Oracle: "Coven — At the beginning of combat on your turn, put a +1/+1 counter on up to one
target creature you control. Then if you control three or more creatures with different powers,
draw a card."

The coven check comes after the counter is put, as the ability resolves (CR 608.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
              PutCounters(Target(0)), If(coven, (Draw(1),)),
              targets=[target(CREATURE_YOU_CONTROL, min=0,
                              label="up to one target creature you control")]),
]

"""Duelcraft Trainer — {3}{W} Creature — Human Soldier 3/3.

Oracle: "First strike / Coven — At the beginning of combat on your turn, if you control three
or more creatures with different powers, target creature you control gains double strike until
end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
              grant(Target(0), "Double strike"),
              targets=[target(CREATURE_YOU_CONTROL)], condition=coven),
]

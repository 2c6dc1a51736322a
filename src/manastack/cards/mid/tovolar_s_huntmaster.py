"""Tovolar's Huntmaster // Tovolar's Packleader — {4}{G}{G} Creature — Human Werewolf 6/6 //
Creature — Werewolf 7/7 (green).

Oracle: Front: "When Tovolar's Huntmaster enters the battlefield, create two 2/2 green Wolf
creature tokens. / Daybound"
Back: "Whenever Tovolar's Packleader enters the battlefield or attacks, create two 2/2 green
Wolf creature tokens. / {2}{G}{G}: Another target Wolf or Werewolf you control fights target
creature you don't control. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_WOLF_OR_WEREWOLF = Filter(types=("Creature",), subtypes=("Wolf", "Werewolf"),
                                  controller="you", other=True,
                                  label="another target Wolf or Werewolf you control")
CREATURE_YOU_DONT_CONTROL = CREATURE.but(controller="not_you",
                                         label="target creature you don't control")

FACES = [
    [triggered(enters(), CreateToken("Wolf", 2))],
    [lines(triggered(enters(), CreateToken("Wolf", 2)),
           triggered(attacks(), CreateToken("Wolf", 2))),
     activated("{2}{G}{G}", Fight(Target(0), Target(1)),
               targets=[target(ANOTHER_WOLF_OR_WEREWOLF), target(CREATURE_YOU_DONT_CONTROL)])],
]

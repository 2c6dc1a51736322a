"""Wilhelt, the Rotcleaver — {2}{U}{B} Legendary Creature — Zombie Warrior 3/3.

Oracle: "Whenever another Zombie you control dies, if it didn't have decayed, create a 2/2 black
Zombie creature token with decayed. / At the beginning of your end step, you may sacrifice a
Zombie. If you do, draw a card."

Whether the Zombie had decayed is seen as it last existed (CR 603.10a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = CREATURE.but(subtypes=("Zombie",), label="Zombie")
DECAYED_ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2,
                           keywords=("Decayed",))

ABILITIES = [
    triggered(dies(ZOMBIE.but(controller="you", other=True, not_keywords=("Decayed",),
                              label="another Zombie you control without decayed")),
              CreateToken(DECAYED_ZOMBIE)),
    triggered(at_beginning_of(Step.END, "you"),
              IfYouDo(Sacrifice(filter=ZOMBIE), (Draw(1),),
                      prompt="Sacrifice a Zombie to draw a card?")),
]

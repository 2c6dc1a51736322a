"""Empty the Laboratory — {X}{U}{U} Sorcery.

Oracle: "Sacrifice X Zombies, then reveal cards from the top of your library until you reveal a
number of Zombie creature cards equal to the number of Zombies sacrificed this way. Put those
cards onto the battlefield and the rest on the bottom of your library in a random order."

The Zombie cards enter at the same time, so each sees the others enter (CR 603.6a,
MIC-RN-015).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE_YOU_CONTROL = Filter(subtypes=("Zombie",), controller="you", label="Zombie")

ABILITIES = [
    spell(Tally((Sacrifice(You(), ZOMBIE_YOU_CONTROL, amount=X()),), "sacrificed",
                cause="sacrifice"),
          RevealUntil(Filter(types=("Creature",), subtypes=("Zombie",),
                             label="Zombie creature card"),
                      var="found", amount=VarAmount("sacrificed_count")),
          MoveTo(Var("found"), Zone.BATTLEFIELD),
          BottomInAnyOrder(Var("revealed"), random=True),
          x=True),
]

"""Crowded Crypt — {2}{B} Artifact.

Oracle: "{T}: Add {B}. / Whenever a creature you control dies, put a corpse counter on Crowded
Crypt. / {4}{B}{B}, {T}, Sacrifice Crowded Crypt: Create a 2/2 black Zombie creature token with
decayed for each corpse counter on Crowded Crypt."

The corpse counters are counted as Crowded Crypt last existed on the battlefield, since it is
sacrificed to pay the cost (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "B"),
    triggered(dies(CREATURE_YOU_CONTROL), PutCounters(Self(), "corpse")),
    activated(Cost(mana=ManaCost.parse("{4}{B}{B}"), tap=True, sacrifice_self=True),
              CreateToken("Zombie", CountersOn(Self(), "corpse"))),
]

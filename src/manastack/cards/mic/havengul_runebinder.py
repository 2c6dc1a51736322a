"""Havengul Runebinder — {2}{U}{U} Creature — Human Wizard 2/2.

Oracle: "{2}{U}, {T}, Exile a creature card from your graveyard: Create a 2/2 black Zombie
creature token, then put a +1/+1 counter on each Zombie creature you control."

The card is exiled as the cost is paid, before anyone can respond (CR 602.2b, MIC-OR-0151);
the new token gets a counter too (MIC-OR-0152).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{2}{U}"), tap=True,
                   exile_from_graveyard=Filter(types=("Creature",), label="creature card")),
              CreateToken(ZOMBIE),
              PutCounters(All(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",),
                                                       label="Zombie creature you control")))),
]

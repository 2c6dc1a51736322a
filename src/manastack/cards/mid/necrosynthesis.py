"""Necrosynthesis — {1}{B} Enchantment — Aura.

"Enchant creature / Enchanted creature has "Whenever another creature dies, put a +1/+1
counter on this creature." / When enchanted creature dies, look at the top X cards of your
library, where X is its power. Put one of those cards into your hand and the rest on the
bottom of your library in a random order."

X is the creature's power as it last existed on the battlefield (MID-RN-115).
"""

from manastack.dsl.prelude import *  # noqa: F403

GROWS = triggered(dies(CREATURE.but(other=True)), PutCounters(Self()),
                  text="Whenever another creature dies, put a +1/+1 counter on this creature.")


ABILITIES = [
    static(Modify(abilities=(GROWS,)), "attached"),
    triggered(attached_dies(),
              LookAtTop(LastKnownPower(), take=1, take_optional=False, rest_random=True)),
]

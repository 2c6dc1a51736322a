"""Diregraf Colossus — {2}{B} Creature — Zombie Giant 2/2.

Oracle: "Diregraf Colossus enters the battlefield with a +1/+1 counter on it for each Zombie
card in your graveyard. / Whenever you cast a Zombie spell, create a tapped 2/2 black Zombie
creature token."

Entering from your graveyard, it counts itself (MIC-OR-0182); casting it doesn't trigger its
own last ability (MIC-OR-0183).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", CountOf(card_in(Zone.GRAVEYARD, subtypes=("Zombie",),
                                                  label="Zombie card in your graveyard"))),
    triggered(cast(Filter(subtypes=("Zombie",), label="Zombie spell")),
              CreateToken(TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2),
                          tapped=True)),
]

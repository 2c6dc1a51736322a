"""Crawl from the Cellar — {B} Sorcery.

"Return target creature card from your graveyard to your hand. Put a +1/+1 counter on up to
one target Zombie you control. / Flashback {3}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.HAND), PutCounters(Target(1)),
          targets=[target(card_in(Zone.GRAVEYARD, "Creature", label="creature card")),
                   target(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",)), min=0,
                          label="up to one target Zombie you control")]),
]

"""Rotten Reunion — {B} Instant.

"Exile up to one target card from a graveyard. Create a 2/2 black Zombie creature token with
decayed. / Flashback {1}{B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE), CreateToken("Zombie"),
          targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard"),
                          min=0, label="up to one target card from a graveyard")]),
]

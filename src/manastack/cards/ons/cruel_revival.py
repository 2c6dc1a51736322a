"""Cruel Revival — {4}{B} Instant.

Oracle: "Destroy target non-Zombie creature. It can't be regenerated. Return up to one target
Zombie card from your graveyard to your hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0), no_regen=True),
          MoveTo(Target(1), Zone.HAND),
          targets=[target(CREATURE.but(not_subtypes=("Zombie",), label="non-Zombie creature")),
                   target(card_in(Zone.GRAVEYARD, subtypes=("Zombie",),
                                  label="Zombie card in your graveyard"), min=0)]),
]

"""Aphetto Vulture — {4}{B}{B} Creature — Zombie Bird 3/2.

Oracle: "Flying / When Aphetto Vulture dies, you may put target Zombie card from your
graveyard on top of your library."

It may target itself, being a Zombie card in your graveyard when the ability goes on the
stack (ONS-FAQ-069).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), MoveTo(Target(0), Zone.LIBRARY, "top"),
              targets=[target(card_in(Zone.GRAVEYARD, subtypes=("Zombie",),
                                      label="Zombie card in your graveyard"))],
              optional=True),
]

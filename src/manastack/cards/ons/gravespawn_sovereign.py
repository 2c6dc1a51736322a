"""Gravespawn Sovereign — {4}{B}{B} Creature — Zombie 3/3.

Oracle: "Tap five untapped Zombies you control: Put target creature card from a graveyard onto
the battlefield under your control."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Zombie",), controller="you",
                                       label="untapped Zombie you control"), tap_count=5),
              MoveTo(Target(0), Zone.BATTLEFIELD, under=You()),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                      label="creature card in a graveyard"))]),
]

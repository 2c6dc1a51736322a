"""Gravespawn Sovereign — {4}{B}{B} Creature — Zombie 3/3.

Oracle: "Tap five untapped Zombies you control: Put target creature card from a graveyard onto
the battlefield under your control."

No {T} in the cost: summoning sickness doesn't matter (CR 302.6, MIC-OR-0198), and it may tap
itself as one of the five (MIC-OR-0199).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Zombie",), label="untapped Zombie you control"),
                   tap_count=5),
              MoveTo(Target(0), Zone.BATTLEFIELD),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                      label="creature card from a graveyard"))]),
]

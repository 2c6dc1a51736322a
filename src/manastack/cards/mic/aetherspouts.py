"""Aetherspouts — {3}{U}{U} Instant.

Oracle: "For each attacking creature, its owner puts it on the top or bottom of their library."

The owners choose in APNAP order (MIC-OR-0142) and arrange the cards going to the same end of
their library without revealing the order (MIC-OR-0143, ``rules.top_or_bottom``).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(OwnerPutsOnTopOrBottom(All(CREATURE.but(attacking=True,
                                                  label="attacking creature")))),
]

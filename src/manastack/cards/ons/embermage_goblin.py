"""Embermage Goblin — {3}{R} Creature — Goblin Wizard 1/1.

Oracle: "When Embermage Goblin enters the battlefield, you may search your library for a card
named Embermage Goblin, reveal it, put it into your hand, then shuffle. / {T}: Embermage
Goblin deals 1 damage to any target."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Search(Filter(name="Embermage Goblin",
                                      label="card named Embermage Goblin")),
              optional=True),
    activated("{T}", DealDamage(1, Target(0)), targets=[ANY_TARGET]),
]

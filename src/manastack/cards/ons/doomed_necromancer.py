"""Doomed Necromancer — {2}{B} Creature — Human Cleric Mercenary 2/2.

Oracle: "{B}, {T}, Sacrifice Doomed Necromancer: Return target creature card from your
graveyard to the battlefield."

The Necromancer is sacrificed as a cost, so it may return itself (CR 601.2h, 602.2).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{B}, {T}, Sacrifice Doomed Necromancer", MoveTo(Target(0), Zone.BATTLEFIELD),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card in your graveyard"))]),
]

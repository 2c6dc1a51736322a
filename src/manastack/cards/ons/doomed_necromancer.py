"""Doomed Necromancer — {2}{B} Creature — Human Cleric Mercenary 2/2.

Oracle: "{B}, {T}, Sacrifice Doomed Necromancer: Return target creature card from your
graveyard to the battlefield."

The target is chosen before the costs are paid (CR 601.2c before 601.2h, via 602.2b): the
Necromancer, still on the battlefield then, can't be the target of its own ability.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{B}, {T}, Sacrifice Doomed Necromancer", MoveTo(Target(0), Zone.BATTLEFIELD),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card in your graveyard"))]),
]

"""Eternal Witness — {1}{G}{G} Creature — Human Shaman 2/1.

Oracle: "When Eternal Witness enters the battlefield, you may return target card from your
graveyard to your hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.GRAVEYARD, label="card in your graveyard"))],
              optional=True),
]

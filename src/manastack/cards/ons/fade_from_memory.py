"""Fade from Memory — {B} Instant.

Oracle: "Exile target card from a graveyard. / Cycling {B}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE),
          targets=[target(card_in(Zone.GRAVEYARD, controller=None,
                                  label="card in a graveyard"))]),
]

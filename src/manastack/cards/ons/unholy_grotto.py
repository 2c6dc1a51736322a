"""Unholy Grotto — Land.

Oracle: "{T}: Add {C}. / {B}, {T}: Put target Zombie card from your graveyard on top of your
library."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "C"),
    activated("{B}, {T}", MoveTo(Target(0), Zone.LIBRARY, "top"),
              targets=[target(card_in(Zone.GRAVEYARD, subtypes=("Zombie",),
                                      label="Zombie card in your graveyard"))]),
]

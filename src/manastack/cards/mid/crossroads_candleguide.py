"""Crossroads Candleguide — {4} Artifact Creature — Scarecrow 3/4.

"When Crossroads Candleguide enters the battlefield, exile up to one target card from a
graveyard. / {2}: Add one mana of any color."

The mana ability's {2} is paid from mana already in its controller's pool (CR 605.3a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), MoveTo(Target(0), Zone.EXILE),
              targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard"),
                              min=0, label="up to one target card from a graveyard")]),
    mana_ability("{2}", "any"),
]

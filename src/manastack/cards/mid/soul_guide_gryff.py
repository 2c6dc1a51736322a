"""Soul-Guide Gryff — {4}{W} Creature — Hippogriff Spirit 3/4.

"Flying / When Soul-Guide Gryff enters the battlefield, exile up to one target card from a
graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), MoveTo(Target(0), Zone.EXILE),
              targets=[target(card_in(Zone.GRAVEYARD, controller=None, label="card"), min=0,
                              label="up to one target card from a graveyard")]),
]

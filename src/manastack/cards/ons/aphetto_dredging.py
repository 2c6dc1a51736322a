"""Aphetto Dredging — {3}{B} Sorcery.

Oracle: "Return up to three target creature cards of the creature type of your choice from your
graveyard to your hand."

The creature type is chosen as the spell is cast, before its targets (CR 601.2b, ONS FAQ), so
the targets must all be of that type.
"""

from manastack.dsl.prelude import *  # noqa: F403

CARDS_OF_CHOSEN_TYPE = card_in(Zone.GRAVEYARD, "Creature", chosen_type=True,
                               label="creature card of the chosen type in your graveyard")

ABILITIES = [
    spell(MoveTo(Target(0), Zone.HAND),
          targets=[target(CARDS_OF_CHOSEN_TYPE, count=3, min=0)],
          announce=(ChooseCreatureType(),)),
]

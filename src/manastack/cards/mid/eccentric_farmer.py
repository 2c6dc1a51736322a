"""Eccentric Farmer — {2}{G} Creature — Human Peasant 2/3.

"When Eccentric Farmer enters the battlefield, mill three cards, then you may return a land
card from your graveyard to your hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Mill(3),
              ChooseObjects(card_in(Zone.GRAVEYARD, "Land", label="land card"), "land", min=0,
                            prompt="You may return a land card from your graveyard"),
              MoveTo(Var("land"), Zone.HAND)),
]

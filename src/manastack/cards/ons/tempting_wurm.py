"""Tempting Wurm — {1}{G} Creature — Wurm 5/5.

Oracle: "When Tempting Wurm enters the battlefield, each opponent may put any number of
artifact, creature, enchantment, and/or land cards from their hand onto the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              ForEachPlayer((ChooseObjects(card_in(Zone.HAND, "Artifact", "Creature",
                                                   "Enchantment", "Land",
                                                   label="artifact, creature, enchantment or "
                                                         "land card in your hand"),
                                           "tempted", min=0, max=999,
                                           prompt="Put a card onto the battlefield?"),
                             MoveTo(Var("tempted"), Zone.BATTLEFIELD)),
                            who=EachOpponent())),
]

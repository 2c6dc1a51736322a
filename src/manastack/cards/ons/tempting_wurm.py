"""Tempting Wurm — {1}{G} Creature — Wurm 5/5.

Oracle: "When Tempting Wurm enters the battlefield, each opponent may put any number of
artifact, creature, enchantment, and/or land cards from their hand onto the battlefield."

Each opponent chooses in turn order, then all the chosen cards enter at once (CR 101.4), each
under the control of the opponent who put it there, its owner.
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
                             Collect("tempted", into="all_tempted")),
                            who=EachOpponent()),
              MoveTo(Var("all_tempted"), Zone.BATTLEFIELD, under=OwnerOf(Var("all_tempted")))),
]

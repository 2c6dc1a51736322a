"""Deathbonnet Sprout // Deathbonnet Hulk — {G} Creature — Fungus 1/1 //
Creature — Fungus Horror 3/3 (green).

Oracle: Front: "At the beginning of your upkeep, mill a card. Then if there are three or more
creature cards in your graveyard, transform Deathbonnet Sprout."
Back: "At the beginning of your upkeep, you may exile a card from a graveyard. If a creature
card was exiled this way, put a +1/+1 counter on Deathbonnet Hulk."

"Then if" is checked as the ability resolves, after the mill (not an intervening "if", CR
603.4). "You may exile a card" is choosing none or one card in any graveyard; only a card that
actually went to exile counts as exiled this way.
"""

from manastack.dsl.prelude import *  # noqa: F403

CARD_IN_A_GRAVEYARD = card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard")
CREATURE_CARDS_IN_YOUR_GRAVEYARD = card_in(Zone.GRAVEYARD, "Creature")

FACES = [
    [triggered(at_beginning_of(Step.UPKEEP), Mill(1),
               If(at_least(CountOf(CREATURE_CARDS_IN_YOUR_GRAVEYARD), 3), (Transform(),)))],
    [triggered(at_beginning_of(Step.UPKEEP),
               ChooseObjects(CARD_IN_A_GRAVEYARD, "chosen", min=0, max=1,
                             prompt="You may exile a card from a graveyard"),
               Tally((MoveTo(Var("chosen"), Zone.EXILE),), "exiled", cause=None),
               If(at_least(CardsPutInto("exiled", Zone.EXILE, CREATURE), 1), (PutCounters(Self()),)))],
]

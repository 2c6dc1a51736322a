"""Gorex, the Tombshell — {6}{B}{B} Legendary Creature — Zombie Turtle 4/4.

Oracle: "As an additional cost to cast this spell, you may exile any number of creature cards
from your graveyard. This spell costs {2} less to cast for each card exiled this way. /
Deathtouch / Whenever Gorex, the Tombshell attacks or dies, choose a card at random exiled with
Gorex and put that card into its owner's hand."

How many cards is announced as it is cast (CR 601.2b); the reduction, after any increase such
as the commander tax, takes only generic mana (CR 601.2f, MIC-RN-043/044). The cards exiled to
pay its cost are the cards exiled with the permanent it becomes (CR 607.2q).
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_CARD = card_in(Zone.GRAVEYARD, "Creature", label="creature card in your graveyard")
RETURN_ONE_AT_RANDOM = (
    ChooseAtRandom(card_in(Zone.EXILE, controller=None, label="card"), "returned",
                   among=ExiledWithSelf()),
    MoveTo(Var("returned"), Zone.HAND),
)

ABILITIES = [
    lines(spell(additional_cost=Cost(exile_from_graveyard=CREATURE_CARD, exile_any=True)),
          rule("spell_cost_reduction", "self", Times(CardsExiledToCast(), 2))),
    lines(triggered(attacks(), *RETURN_ONE_AT_RANDOM),
          triggered(dies(), *RETURN_ONE_AT_RANDOM)),
]

"""Graveyard Trespasser // Graveyard Glutton — {2}{B} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4.

Oracle: Front: "Ward—Discard a card. / Whenever Graveyard Trespasser enters the battlefield or
attacks, exile up to one target card from a graveyard. If a creature card was exiled this way,
each opponent loses 1 life and you gain 1 life. / Daybound"
Back: "Ward—Discard a card. / Whenever Graveyard Glutton enters the battlefield or attacks,
exile up to two target cards from graveyards. For each creature card exiled this way, each
opponent loses 1 life and you gain 1 life. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

CARD_IN_A_GRAVEYARD = card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard")

EXILE_AND_DRAIN = (Extension("graveyard_trespasser_exile_counting_creatures"),
                   LoseLife(VarAmount("creatures_exiled"), EachOpponent()),
                   GainLife(VarAmount("creatures_exiled")))

UP_TO_ONE = target(CARD_IN_A_GRAVEYARD, count=1, min=0)

UP_TO_TWO = target(CARD_IN_A_GRAVEYARD, count=2, min=0)

FACES = [
    [lines(triggered(enters(), *EXILE_AND_DRAIN, targets=[UP_TO_ONE]),
           triggered(attacks(), *EXILE_AND_DRAIN, targets=[UP_TO_ONE]))],
    [lines(triggered(enters(), *EXILE_AND_DRAIN, targets=[UP_TO_TWO]),
           triggered(attacks(), *EXILE_AND_DRAIN, targets=[UP_TO_TWO]))],
]

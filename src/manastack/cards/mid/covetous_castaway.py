"""Covetous Castaway // Ghostly Castigator — {1}{U} Creature — Human 1/3 // Creature — Spirit
3/4 (blue).

Oracle: Front: "When Covetous Castaway dies, mill three cards. / Disturb {3}{U}{U}"
Back: "Flying / When Ghostly Castigator enters the battlefield, you may shuffle up to three
target cards from your graveyard into your library. / If Ghostly Castigator would be put into a
graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

UP_TO_THREE_CARDS = target(card_in(Zone.GRAVEYARD, label="card from your graveyard"), count=3,
                           min=0, label="up to three target cards from your graveyard")

FACES = [
    [triggered(dies(), Mill(3))],
    [triggered(enters(), May((MoveTo(Target(0), Zone.LIBRARY), Shuffle()),
                             prompt="Shuffle the target cards into your library?"),
               targets=[UP_TO_THREE_CARDS]),
     exile_instead_of_graveyard()],
]

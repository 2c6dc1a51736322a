"""Overwhelmed Archivist // Archive Haunt — {2}{U} Creature — Human Wizard 3/2 // Creature —
Spirit Wizard 2/1 (blue).

Oracle: Front: "When Overwhelmed Archivist enters the battlefield, draw a card, then discard a
card. / Disturb {3}{U}"
Back: "Flying / Whenever Archive Haunt attacks, draw a card, then discard a card. / If Archive
Haunt would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [triggered(enters(), Draw(1), Discard(1))],
    [triggered(attacks(), Draw(1), Discard(1)),
     exile_instead_of_graveyard()],
]

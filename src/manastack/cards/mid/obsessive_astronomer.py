"""Obsessive Astronomer — {1}{R} Creature — Human Wizard 2/2.

"If it's neither day nor night, it becomes day as Obsessive Astronomer enters the battlefield.
/ Whenever day becomes night or night becomes day, discard up to two cards, then draw that
many cards."

Discarding no cards is allowed (MID-RN-215).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(), *discard_up_to(2), Draw(VarAmount("n_discarded"))),
]

"""Firmament Sage — {3}{U} Creature — Human Wizard 2/3.

"If it's neither day nor night, it becomes day as Firmament Sage enters the battlefield. /
Whenever day becomes night or night becomes day, draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    day_as_enters(),
    triggered(day_night_changes(), Draw(1)),
]

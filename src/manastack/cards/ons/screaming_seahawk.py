"""Screaming Seahawk — {4}{U} Creature — Bird 2/2.

Oracle: "Flying / When Screaming Seahawk enters the battlefield, you may search your library
for a card named Screaming Seahawk, reveal it, put it into your hand, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Search(Filter(name="Screaming Seahawk",
                                      label="card named Screaming Seahawk")),
              optional=True),
]

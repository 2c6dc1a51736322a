"""Goblin Machinist — {4}{R} Creature — Goblin 0/5.

Oracle: "{2}{R}: Reveal cards from the top of your library until you reveal a nonland card.
Goblin Machinist gets +X/+0 until end of turn, where X is that card's mana value. Put the
revealed cards on the bottom of your library in any order."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{2}{R}",
              RevealUntil(Filter(not_types=("Land",), label="nonland card")),
              pump(Self(), ManaValueOf(Var("revealed_card")), 0),
              BottomInAnyOrder(Var("revealed"))),
]

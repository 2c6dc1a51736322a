"""Reckless One — {3}{R} Creature — Goblin Avatar */*.

Oracle: "Haste / Reckless One's power and toughness are each equal to the number of Goblins on
the battlefield."

A characteristic-defining ability (CR 604.3); every Goblin counts, itself included, with its
creature types after type-changing effects (layer 4 is applied before layer 7a, CR 613.4a).
"""

from manastack.dsl.prelude import *  # noqa: F403

GOBLINS = Filter(subtypes=("Goblin",), label="Goblin")

ABILITIES = [
    static(Modify(set_power=CountOf(GOBLINS), set_toughness=CountOf(GOBLINS)), cda=True),
]

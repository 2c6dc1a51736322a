"""Heedless One — {3}{G} Creature — Elf Avatar */*.

Oracle: "Trample / Heedless One's power and toughness are each equal to the number of Elves
on the battlefield."
"""

from manastack.dsl.prelude import *  # noqa: F403

ELVES = Filter(subtypes=("Elf",), label="Elf")

ABILITIES = [
    static(Modify(set_power=CountOf(ELVES), set_toughness=CountOf(ELVES)), cda=True),
]

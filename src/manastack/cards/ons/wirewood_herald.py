"""Wirewood Herald — {1}{G} Creature — Elf 1/1.

Oracle: "When Wirewood Herald dies, you may search your library for an Elf card, reveal that
card, put it into your hand, then shuffle."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(), Search(Filter(subtypes=("Elf",), label="Elf card")), optional=True),
]

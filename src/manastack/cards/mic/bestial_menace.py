"""Bestial Menace — {3}{G}{G} Sorcery.

Oracle: "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
green Elephant creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

SNAKE = TokenSpec(subtypes=("Snake",), colors="G", power=1, toughness=1)
WOLF = TokenSpec(subtypes=("Wolf",), colors="G", power=2, toughness=2)
ELEPHANT = TokenSpec(subtypes=("Elephant",), colors="G", power=3, toughness=3)

ABILITIES = [
    spell(CreateToken(SNAKE), CreateToken(WOLF), CreateToken(ELEPHANT)),
]

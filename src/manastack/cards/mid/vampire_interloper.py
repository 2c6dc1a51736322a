"""Vampire Interloper — {1}{B} Creature — Vampire Scout 2/1.

"Flying / Vampire Interloper can't block."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("cant_block", "self"),
]

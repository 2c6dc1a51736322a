"""Taunting Elf — {G} Creature — Elf 0/1.

Oracle: "All creatures able to block Taunting Elf do so."

A blocking requirement (CR 509.1c), checked against the whole declaration of blockers.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("must_be_blocked_by_all", "self"),
]

"""Oblation — {2}{W} Instant.

Oracle: "The owner of target nonland permanent shuffles it into their library, then draws
two cards."

A token shuffled into a library ceases to exist (CR 111.8, 704.5d) and can't be drawn; its
owner still shuffles and draws two cards (ONS-FAQ-179).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ForEachPlayer((MoveTo(Target(0), Zone.LIBRARY),
                         Extension("oblation_token_ceases_to_exist"),
                         Shuffle(), Draw(2)), OwnerOf(Target(0))),
          targets=[target(NONLAND_PERMANENT)]),
]

"""Glarecaster — {4}{W}{W} Creature — Bird Cleric 3/3.

Oracle: "Flying / {5}{W}: The next time damage would be dealt to Glarecaster and/or you this
turn, that damage is dealt to any target instead."

A redirection effect (CR 614.1a, 614.9). No source is chosen: the next damage event from any
source is redirected. Damage dealt to both at the same time, or by several sources at once, is
all one "next time" and is all redirected (ONS FAQ). Each activation makes its own shield.
Simultaneous damage is replaced before any of it is dealt, so it is recognised by the game log
not having grown in between.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated("{5}{W}", Extension("glarecaster_redirect_next_damage"), targets=[ANY_TARGET]),
]


"""Augur of Autumn — {1}{G}{G} Creature — Human Druid 2/3.

"You may look at the top card of your library any time. / You may play lands from the top of
your library. / Coven — As long as you control three or more creatures with different powers,
you may cast creature spells from the top of your library."

See ``manastack.rules.library_top``: the usual timing, land plays and costs apply
(MID-RN-043, 047, 048); the card isn't in the hand (MID-RN-044); looking doesn't use the
stack and needs no priority (MID-RN-045), but not at a card that became the top card while
a spell from the top is being cast (MID-RN-046).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("look_at_library_top", "controller"),
    rule("play_lands_from_library_top", "controller"),
    rule("cast_from_library_top", "controller", ("Creature",), condition=coven),
]

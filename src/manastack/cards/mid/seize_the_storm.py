"""Seize the Storm — {4}{R} Sorcery.

"Create a red Elemental creature token with trample and "This creature's power and toughness
are each equal to the number of instant and sorcery cards in your graveyard plus the number of
cards with flashback you own in exile." / Flashback {6}{R}"

The token's size changes as those cards come and go (MID-RN-049); a spell on the stack is in
neither zone (MID-RN-051).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(CreateToken("Elemental"))]

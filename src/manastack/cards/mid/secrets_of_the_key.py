"""Secrets of the Key — {U} Instant.

"Investigate. If this spell was cast from a graveyard, investigate twice instead. /
Flashback {3}{U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(If(SpellCastFrom(Zone.GRAVEYARD), (Investigate(2),), (Investigate(),)))]

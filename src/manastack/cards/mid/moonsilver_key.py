"""Moonsilver Key — {2} Artifact.

"{1}, {T}, Sacrifice Moonsilver Key: Search your library for an artifact card with a mana
ability or a basic land card, reveal it, put it into your hand, then shuffle."

A mana ability here is an activated mana ability (CR 605.1a, MID-RN-167) or a triggered one
(CR 605.1b, MID-RN-168) of the card.
"""

from manastack.dsl.prelude import *  # noqa: F403

KEY_CARD = MatchesAny((
    Filter(zone=Zone.LIBRARY, types=("Land",), supertypes=("Basic",)),
    Filter(zone=Zone.LIBRARY, types=("Artifact",), custom=HAS_MANA_ABILITY)))


ABILITIES = [
    activated("{1}, {T}, Sacrifice Moonsilver Key",
              Search(Filter(custom=KEY_CARD,
                            label="artifact card with a mana ability or a basic land card"))),
]

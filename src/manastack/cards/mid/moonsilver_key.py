"""Moonsilver Key — {2} Artifact.

"{1}, {T}, Sacrifice Moonsilver Key: Search your library for an artifact card with a mana
ability or a basic land card, reveal it, put it into your hand, then shuffle."

A mana ability here is an activated mana ability (CR 605.1a, MID-RN-167) or a triggered one
(CR 605.1b, MID-RN-168) of the card.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _key_card(g: Any, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.characteristics import chars
    c = chars(g, oid)
    if "Land" in c.types and "Basic" in c.supertypes:
        return True
    return "Artifact" in c.types and any(
        isinstance(a, ActivatedAbility | TriggeredAbility) and a.is_mana_ability
        for a in c.abilities)


ABILITIES = [
    activated("{1}, {T}, Sacrifice Moonsilver Key",
              Search(Filter(custom=_key_card,
                            label="an artifact card with a mana ability or a basic land card"))),
]

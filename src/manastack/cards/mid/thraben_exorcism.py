"""Thraben Exorcism — {1}{W} Instant.

"Exile target Spirit, creature with disturb, or enchantment."

A creature with disturb is one with the keyword in its text box now; a permanent whose back
face is up usually doesn't have it (MID-RN-143).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _exorcisable(g: Any, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.characteristics import chars
    c = chars(g, oid)
    return "Spirit" in c.subtypes or "Enchantment" in c.types or (
        c.is_creature and c.has("Disturb"))


ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE),
          targets=[target(Filter(custom=_exorcisable,
                                 label="Spirit, creature with disturb, or enchantment"))]),
]

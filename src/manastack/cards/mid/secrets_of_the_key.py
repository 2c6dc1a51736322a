"""Secrets of the Key — {U} Instant.

"Investigate. If this spell was cast from a graveyard, investigate twice instead. /
Flashback {3}{U}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _from_graveyard(g: Any, frame: Any) -> bool:
    o = g.objects.get(frame["stack_id"])
    return o is not None and o.stack.get("from_zone") is Zone.GRAVEYARD


ABILITIES = [spell(If(_from_graveyard, (Investigate(2),), (Investigate(),)))]

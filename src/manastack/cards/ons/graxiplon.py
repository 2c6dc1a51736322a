"""Graxiplon — {5}{U} Creature — Beast 3/4.

Oracle: "Graxiplon can't be blocked unless defending player controls three or more creatures
that share a creature type."

Any creatures may block it once the defending player controls such a group; the blockers
needn't be from the group (ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.state.objects import is_player_id


def _no_group_of_three(g: Any, oid: int) -> bool:
    if g.combat is None or oid not in g.combat.attackers:
        return True
    d = g.combat.attackers[oid]
    defender = d if is_player_id(d) else g.objects[d].controller
    counts: dict[str, int] = {}
    for x in g.battlefield:
        c = chars(g, x)
        if c.is_creature and c.controller == defender:
            for t in c.subtypes & CREATURE_TYPES:
                counts[t] = counts.get(t, 0) + 1
    return not any(n >= 3 for n in counts.values())


ABILITIES = [rule("cant_be_blocked", "self", condition=_no_group_of_three)]

"""Corpse Cobble — {U}{B} Instant.

"As an additional cost to cast this spell, sacrifice any number of creatures. / Create an X/X
blue and black Zombie creature token with menace, where X is the total power of the
sacrificed creatures. / Flashback {3}{U}{B}"

Sacrificing no creatures is allowed: the 0/0 token is created and dies (MID-RN-173); cast
with flashback, the additional cost is still paid (MID-RN-174). The powers are the sacrificed
creatures' last-known ones (CR 608.2h).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.instructions import push


def _zombie(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    spell_obj = g.objects.get(frame.get("stack_id"))
    lkis = spell_obj.stack.get("sacrificed_lkis", ()) if spell_obj is not None else ()
    x = sum(c.power or 0 for c in lkis)
    token = TokenSpec(colors="UB", subtypes=("Zombie",), power=x, toughness=x,
                      keywords=("Menace",))
    push(g, "effect", CreateToken(token), fid)


ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL, sacrifice_count=0,
                               sacrifice_any=True)),
    spell(Custom(_zombie, "create an X/X Zombie with menace")),
]

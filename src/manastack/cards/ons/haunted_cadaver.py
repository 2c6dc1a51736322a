"""Haunted Cadaver — {3}{B} Creature — Zombie 2/2.

Oracle: "Whenever Haunted Cadaver deals combat damage to a player, you may sacrifice it. If you
do, that player discards three cards. / Morph {1}{B}"

Once it has left the battlefield (or another player controls it) it can't be sacrificed, and
the player discards nothing (CR 701.21a, 608.2d).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _can_sacrifice(g: Any, frame: Any) -> bool:
    src = frame.get("source")
    return bool(src in g.battlefield and g.objects[src].controller == frame["controller"])


ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              If(_can_sacrifice,
                 (May((Sacrifice(what=Self()), Discard(3, who=TriggerPlayer())),
                      prompt="Sacrifice Haunted Cadaver?"),))),
]

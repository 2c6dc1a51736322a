"""Purifying Dragon — {3}{R}{R} Creature — Dragon 4/3.

"Flying / Whenever Purifying Dragon attacks, it deals 1 damage to target creature defending
player controls. If that creature is a Zombie, Purifying Dragon deals 2 damage to it instead."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _is_zombie(g: Any, frame: Any) -> bool:
    ts = frame["targets"][0] if frame["targets"] else ()
    return any(t in g.objects and "Zombie" in chars(g, t).subtypes for t in ts)


ABILITIES = [
    triggered(attacks(), If(_is_zombie, (DealDamage(2, Target(0)),), (DealDamage(1, Target(0)),)),
              targets=[target(defending_player_controls(CREATURE))]),
]

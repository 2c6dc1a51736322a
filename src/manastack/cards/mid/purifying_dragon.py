"""Purifying Dragon — {3}{R}{R} Creature — Dragon 4/3.

"Flying / Whenever Purifying Dragon attacks, it deals 1 damage to target creature defending
player controls. If that creature is a Zombie, Purifying Dragon deals 2 damage to it instead."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.state.objects import is_player_id


def _defending_players(g: Any, source: Any) -> set[int]:
    if g.combat is None or source not in g.combat.attackers:
        return set()
    d = g.combat.attackers[source]
    if is_player_id(d):
        return {d}
    return {g.objects[d].controller} if d in g.objects else set()


def _defending_player_controls(g: Any, oid: int, you: int, source: Any) -> bool:
    return g.objects[oid].controller in _defending_players(g, source)


def _is_zombie(g: Any, frame: Any) -> bool:
    ts = frame["targets"][0] if frame["targets"] else ()
    return any(t in g.objects and "Zombie" in chars(g, t).subtypes for t in ts)


ABILITIES = [
    triggered(attacks(), If(_is_zombie, (DealDamage(2, Target(0)),), (DealDamage(1, Target(0)),)),
              targets=[target(CREATURE.but(custom=_defending_player_controls,
                                           label="creature defending player controls"))]),
]

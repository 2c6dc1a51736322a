"""Venomspout Brackus — {6}{G} Creature — Beast 5/5.

Oracle: "{1}{G}, {T}: Venomspout Brackus deals 5 damage to target attacking or blocking
creature with flying. / Morph {3}{G}{G}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _in_combat(g: Any, oid: int, you: int, source: Any) -> bool:
    return g.combat is not None and (oid in g.combat.attackers or oid in g.combat.blockers)


ABILITIES = [
    activated("{1}{G}, {T}", DealDamage(5, Target(0)),
              targets=[target(CREATURE.but(keywords=("Flying",), custom=_in_combat,
                                           label="attacking or blocking creature with "
                                                 "flying"))]),
]

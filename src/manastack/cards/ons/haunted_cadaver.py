"""Haunted Cadaver — {3}{B} Creature — Zombie 2/2.

Oracle: "Whenever Haunted Cadaver deals combat damage to a player, you may sacrifice it. If you
do, that player discards three cards. / Morph {1}{B}"

Once it has left the battlefield (or another player controls it) it can't be sacrificed, and
the player discards nothing (CR 701.21a, 608.2d).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              If(Matches(Self(), Filter(controller="you")),
                 (May((Sacrifice(what=Self()), Discard(3, who=TriggerPlayer())),
                      prompt="Sacrifice Haunted Cadaver?"),))),
]

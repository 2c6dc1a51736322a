"""Outland Liberator // Frenzied Trapbreaker — {1}{G} Creature — Human Werewolf 2/2 //
Creature — Werewolf 3/3 (green).

Oracle: Front: "{1}, Sacrifice Outland Liberator: Destroy target artifact or enchantment. /
Daybound"
Back: "{1}, Sacrifice Frenzied Trapbreaker: Destroy target artifact or enchantment. /
Whenever Frenzied Trapbreaker attacks, destroy target artifact or enchantment defending player
controls. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

SAC_DESTROY = activated("{1}, Sacrifice ~", Destroy(Target(0)),
                        targets=[target(ARTIFACT_OR_ENCHANTMENT)])

FACES = [
    [SAC_DESTROY],
    [SAC_DESTROY,
     triggered(attacks(), Destroy(Target(0)),
               targets=[target(defending_player_controls(ARTIFACT_OR_ENCHANTMENT))])],
]

"""Riptide Entrancer — {1}{U}{U} Creature — Human Wizard 1/1.

Oracle: "Whenever Riptide Entrancer deals combat damage to a player, you may sacrifice it. If
you do, gain control of target creature that player controls. (This effect lasts
indefinitely.) / Morph {U}{U}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(deals_combat_damage_to_player(),
              IfYouDo(Sacrifice(what=Self()), (GainControl(Target(0)),)),
              targets=[target(that_player_controls(CREATURE))]),
]

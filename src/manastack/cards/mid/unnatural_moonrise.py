"""Unnatural Moonrise — {R}{G} Sorcery.

"It becomes night. Until end of turn, target creature gets +1/+0 and gains trample and
"Whenever this creature deals combat damage to a player, draw a card." / Flashback {2}{R}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

DRAW_ON_DAMAGE = triggered(deals_combat_damage_to_player(), Draw(1),
                           text="Whenever this creature deals combat damage to a player, "
                                "draw a card.")

ABILITIES = [
    spell(SetDayNight("night"),
          ApplyContinuous(Target(0), Modify(power=1, add_keywords=("Trample",),
                                            abilities=(DRAW_ON_DAMAGE,))),
          targets=[TARGET_CREATURE]),
]

"""Pack's Betrayal — {2}{R} Sorcery.

"Gain control of target creature until end of turn. Untap that creature. It gains haste until
end of turn. If you control a Wolf or Werewolf, scry 2."
"""

from manastack.dsl.prelude import *  # noqa: F403

WOLF_OR_WEREWOLF = Filter(subtypes=("Wolf", "Werewolf"), label="Wolf or Werewolf")

ABILITIES = [
    spell(GainControl(Target(0), duration="eot"), UntapEffect(Target(0)),
          grant(Target(0), "Haste"), If(you_control(WOLF_OR_WEREWOLF), (Scry(2),)),
          targets=[TARGET_CREATURE]),
]

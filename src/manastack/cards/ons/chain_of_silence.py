"""Chain of Silence — {1}{W} Instant.

Oracle: "Prevent all damage target creature would deal this turn. That creature's controller
may sacrifice a land. If the player does, they may copy this spell and may choose a new
target for that copy."

The prevention is a shield on damage from that creature (CR 615.1a) until end of turn.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(PreventAllDamage(by=Target(0)),
          IfYouDo(Sacrifice(filter=LAND), (May((CopySpell(Self()),),
                                               prompt="Copy Chain of Silence?",
                                               variant="copy_spell"),),
                  who=ControllerOf(Target(0)), prompt="Sacrifice a land?",
                  variant="sacrifice_land"),
          targets=[TARGET_CREATURE]),
]

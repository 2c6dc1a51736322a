"""Chain of Plasma — {1}{R} Instant.

Oracle: "Chain of Plasma deals 3 damage to any target. Then that player or that permanent's
controller may discard a card. If the player does, they may copy this spell and may choose
a new target for that copy."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(DealDamage(3, Target(0)),
          IfYouDo(Discard(1), (May((CopySpell(Self()),), prompt="Copy Chain of Plasma?",
                                   variant="copy_spell"),),
                  who=PlayerOrController(Target(0)), prompt="Discard a card?",
                  variant="discard_card"),
          targets=[ANY_TARGET]),
]

"""Chain of Vapor — {U} Instant.

Oracle: "Return target nonland permanent to its owner's hand. Then that permanent's
controller may sacrifice a land. If the player does, they may copy this spell and may choose
a new target for that copy."

"That permanent's controller" is its controller as it last existed on the battlefield. The
copy is made while the spell resolves (CR 707.10); if a spell of the chain is countered or
doesn't resolve, the chain stops.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(MoveTo(Target(0), Zone.HAND),
          IfYouDo(Sacrifice(filter=LAND), (May((CopySpell(Self()),),
                                               prompt="Copy Chain of Vapor?",
                                               variant="copy_spell"),),
                  who=ControllerOf(Target(0)), prompt="Sacrifice a land?",
                  variant="sacrifice_land"),
          targets=[target(NONLAND_PERMANENT)]),
]

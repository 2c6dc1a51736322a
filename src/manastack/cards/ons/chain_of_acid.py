"""Chain of Acid — {3}{G} Sorcery.

Oracle: "Destroy target noncreature permanent. Then that permanent's controller may copy
this spell and may choose a new target for that copy."

The copy is made while the spell resolves (CR 707.10); if the spell doesn't resolve, no copy
is made. The player who copies it (that permanent's controller, as it last existed) creates and
controls the copy and chooses its new target (CR 707.10, 707.10c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Destroy(Target(0)),
          May((CopySpell(Self(), who=ControllerOf(Target(0))),), who=ControllerOf(Target(0)),
              prompt="Copy Chain of Acid?", variant="copy_spell"),
          targets=[target(Filter(not_types=("Creature",), label="noncreature permanent"))]),
]

"""Chain of Smog — {1}{B} Sorcery.

Oracle: "Target player discards two cards. That player may copy this spell and may choose a
new target for that copy."

The targeted player creates and controls the copy and chooses its new target (CR 707.10,
707.10c).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Discard(2, Target(0)),
          May((CopySpell(Self(), who=Target(0)),), who=Target(0), prompt="Copy Chain of Smog?",
              variant="copy_spell"),
          targets=[TARGET_PLAYER]),
]

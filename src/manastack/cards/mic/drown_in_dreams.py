"""Drown in Dreams — {X}{2}{U} Instant.

Oracle: "Choose one. If you control a commander as you cast this spell, you may choose both. /
• Target player draws X cards. / • Target player mills twice X cards."

A commander permanent, anyone's, under your control (not a commander spell, MIC-RN-052); the
modes may target the same player and happen in the order written (CR 608.2c, MIC-RN-053).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(Mode((Draw(X(), Target(0)),), (TARGET_PLAYER,), "draw X cards"),
                 Mode((Mill(Times(X(), 2), Target(0)),), (TARGET_PLAYER,),
                      "mill twice X cards")),
          x=True, more_modes_if=(YouControlACommander(), 2)),
    continued(),
    continued(),
]

"""Borrowed Time — {2}{W} Enchantment.

"When Borrowed Time enters the battlefield, exile target nonland permanent an opponent controls
until Borrowed Time leaves the battlefield."

One ability, two one-shot effects (MID-RN-070, CR 610.3).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), ExileUntilLeaves(Target(0)),
              targets=[target(NONLAND_PERMANENT.but(controller="opponent"),
                              label="target nonland permanent an opponent controls")]),
]

"""Death Match — {3}{B} Enchantment.

Oracle: "Whenever a creature enters the battlefield, that creature's controller may have
target creature of their choice get -3/-3 until end of turn."

That creature's controller chooses the target as the ability is put on the stack, and
decides as it resolves whether to give the -3/-3 (ONS-FAQ-155).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    targets_chosen_by(triggered(enters(CREATURE),
                                May((pump(Target(0), -3, -3),), who=ControllerOf(Triggerer()),
                                    prompt="Give the target creature -3/-3?"),
                                targets=[TARGET_CREATURE]),
                      CONTROLLER_OF_TRIGGERER),
]

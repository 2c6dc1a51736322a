"""Run Wild — {G} Instant.

Oracle: "Until end of turn, target creature gains trample and "{G}: Regenerate this
creature.""
"""

from manastack.dsl.prelude import *  # noqa: F403

REGENERATE = activated("{G}", Regenerate(Self()), text="{G}: Regenerate this creature.")

ABILITIES = [
    spell(ApplyContinuous(Target(0), Modify(add_keywords=("Trample",), abilities=(REGENERATE,))),
          targets=[TARGET_CREATURE]),
]

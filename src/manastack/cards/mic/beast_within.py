"""Beast Within — {2}{G} Instant.

Oracle: "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."

The token goes to the permanent's controller as it last existed on the battlefield, whether or
not it was destroyed (CR 608.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

BEAST = TokenSpec(subtypes=("Beast",), colors="G", power=3, toughness=3)

ABILITIES = [
    spell(Destroy(Target(0)), CreateToken(BEAST, who=ControllerOf(Target(0))),
          targets=[target(PERMANENT)]),
]

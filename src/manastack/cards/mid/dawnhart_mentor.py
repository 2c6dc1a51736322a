"""Dawnhart Mentor — {2}{G} Creature — Human Warlock 0/4.

"When Dawnhart Mentor enters the battlefield, create a 1/1 white Human creature token. /
Coven — {5}{G}: Target creature you control gets +3/+3 and gains trample until end of turn.
Activate only if you control three or more creatures with different powers."
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN = TokenSpec(subtypes=("Human",), colors="W", power=1, toughness=1)

ABILITIES = [
    triggered(enters(), CreateToken(HUMAN)),
    activated("{5}{G}", pump(Target(0), 3, 3), grant(Target(0), "Trample"),
              targets=[target(CREATURE_YOU_CONTROL)], condition=coven),
]

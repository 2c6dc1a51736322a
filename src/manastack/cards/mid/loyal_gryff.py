"""Loyal Gryff — {2}{W} Creature — Hippogriff 2/2.

"Flash / Flying / When Loyal Gryff enters the battlefield, you may return another creature
you control to its owner's hand."

Whether to return one and which are chosen as the ability resolves (MID-RN-166).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(),
              ChooseObjects(CREATURE_YOU_CONTROL.but(other=True), "returned", min=0,
                            prompt="Return another creature you control to its owner's hand?"),
              MoveTo(Var("returned"), Zone.HAND)),
]

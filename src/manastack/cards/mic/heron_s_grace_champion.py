"""Heron's Grace Champion — {2}{G}{W} Creature — Human Knight 3/3.

Oracle: "Flash / Lifelink / When Heron's Grace Champion enters the battlefield, other Humans you
control get +1/+1 and gain lifelink until end of turn."

The Humans affected are those you control as the ability resolves (CR 611.2c).
"""

from manastack.dsl.prelude import *  # noqa: F403

OTHER_HUMANS = All(Filter(types=("Creature",), subtypes=("Human",), controller="you",
                          other=True, label="other Humans you control"))

ABILITIES = [
    triggered(enters(), pump(OTHER_HUMANS, 1, 1), grant(OTHER_HUMANS, "Lifelink")),
]

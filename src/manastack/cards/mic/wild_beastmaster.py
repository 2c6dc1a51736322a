"""Wild Beastmaster — {2}{G} Creature — Human Shaman 1/1.

Oracle: "Whenever Wild Beastmaster attacks, each other creature you control gets +X/+X until end
of turn, where X is Wild Beastmaster's power."

X is its power as the ability resolves, last known if it has left (MIC-OR-0239), and 0 if that
is negative (MIC-OR-0240).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(attacks(),
              pump(All(CREATURE_YOU_CONTROL.but(other=True, label="other creature you control")),
                   AtLeastZero(PowerOf(Self())), AtLeastZero(PowerOf(Self())))),
]

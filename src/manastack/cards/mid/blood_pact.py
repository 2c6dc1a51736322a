"""Blood Pact — {2}{B} Instant. "Target player draws two cards and loses 2 life." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Draw(2, Target(0)), LoseLife(2, Target(0)), targets=[TARGET_PLAYER])]

"""Dirge of Dread — {2}{B} Sorcery.

Oracle: "All creatures gain fear until end of turn. / Cycling {1}{B} / When you cycle Dirge of
Dread, you may have target creature gain fear until end of turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(grant(All(CREATURE), "Fear")),
    when_cycled(grant(Target(0), "Fear"), targets=[TARGET_CREATURE], optional=True),
]

"""Willow Geist — {G} Creature — Treefolk Spirit 1/1.

"Trample / Whenever one or more cards leave your graveyard, put a +1/+1 counter on Willow
Geist. / When Willow Geist dies, you gain life equal to its power."

The life gained uses its power as it last existed on the battlefield (MID-RN-230).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(cards_leave_your_graveyard(), PutCounters(Self())),
    triggered(dies(), GainLife(PowerOf(Self()))),
]

"""Rite of Oblivion — {W}{B} Sorcery.

"As an additional cost to cast this spell, sacrifice a nonland permanent. / Exile target
nonland permanent. / Flashback {2}{W}{B}"

The additional cost is paid when cast with flashback too (MID-RN-225, CR 702.34a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=Cost(sacrifice=NONLAND_PERMANENT)),
    spell(MoveTo(Target(0), Zone.EXILE), targets=[target(NONLAND_PERMANENT)]),
]

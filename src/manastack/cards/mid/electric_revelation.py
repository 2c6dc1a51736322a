"""Electric Revelation — {2}{R} Instant.

"As an additional cost to cast this spell, discard a card. / Draw two cards. /
Flashback {3}{R}"

The additional cost is paid when cast with flashback too (MID-RN-183, CR 702.34a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(additional_cost=Cost(discard=1)),
    spell(Draw(2)),
]

"""Skaab Wrangler — {1}{U} Creature — Human Wizard 2/1.

"Tap three untapped creatures you control: Tap target creature."

No tap symbol: creatures that came under your control this turn (Skaab Wrangler itself too)
may be tapped for the cost (MID-RN-139, CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=CREATURE, tap_count=3), TapEffect(Target(0)),
              targets=[TARGET_CREATURE]),
]

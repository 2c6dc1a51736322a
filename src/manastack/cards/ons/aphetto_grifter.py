"""Aphetto Grifter — {2}{U} Creature — Human Wizard 1/1.

Oracle: "Tap two untapped Wizards you control: Tap target permanent."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Wizard",), controller="you",
                                       label="untapped Wizard you control"), tap_count=2),
              TapEffect(Target(0)), targets=[target(PERMANENT)]),
]

"""Shieldmage Elder — {5}{W} Creature — Human Cleric Wizard 2/3.

Oracle: "Tap two untapped Clerics you control: Prevent all damage target creature would deal
this turn. / Tap two untapped Wizards you control: Prevent all damage target spell would deal
this turn."

No {T} in either cost (CR 302.6). A spell that becomes a permanent is still covered: the
prevention follows it (CR 400.7c); a copy of the spell is a different object and isn't.
"""

from manastack.dsl.prelude import *  # noqa: F403

TWO_UNTAPPED_CLERICS = Cost(tap_untapped=Filter(subtypes=("Cleric",), controller="you",
                                                label="untapped Cleric you control"),
                            tap_count=2)
TWO_UNTAPPED_WIZARDS = Cost(tap_untapped=Filter(subtypes=("Wizard",), controller="you",
                                                label="untapped Wizard you control"),
                            tap_count=2)

ABILITIES = [
    activated(TWO_UNTAPPED_CLERICS, PreventAllDamage(by=Target(0)), targets=[TARGET_CREATURE]),
    activated(TWO_UNTAPPED_WIZARDS, PreventAllDamage(by=Target(0)), targets=[TARGET_SPELL]),
]

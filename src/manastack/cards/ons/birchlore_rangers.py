"""Birchlore Rangers — {G} Creature — Elf Druid Ranger 1/1.

Oracle: "Tap two untapped Elves you control: Add one mana of any color. / Morph {G}"

A mana ability (CR 605.1a: no target, could add mana): it may be activated whenever its
controller has priority or is paying a cost (CR 605.3a) and doesn't use the stack. No {T} in
the cost, so the Elves tapped (this one included) needn't have been under your control since
your turn began (CR 302.6, ONS FAQ); tapping them isn't tapping them for mana (CR 106.12).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability(Cost(tap_untapped=CREATURE_YOU_CONTROL.but(subtypes=("Elf",),
                                                            label="untapped Elf you control"),
                      tap_count=2),
                 "any"),
]

"""Skirk Fire Marshal — {3}{R}{R} Creature — Goblin 2/2.

Oracle: "Protection from red / Tap five untapped Goblins you control: Skirk Fire Marshal deals
10 damage to each creature and each player."

Its protection from red prevents the damage it would deal to itself (CR 702.16e).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Goblin",), controller="you",
                                       label="untapped Goblin you control"), tap_count=5),
              DealDamage(10, All(CREATURE), also=((10, EachPlayer()),))),
]

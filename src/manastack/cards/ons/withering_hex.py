"""Withering Hex — {B} Enchantment — Aura.

Oracle: "Enchant creature / Whenever a player cycles a card, put a plague counter on Withering
Hex. / Enchanted creature gets -1/-1 for each plague counter on Withering Hex."
"""

from manastack.dsl.prelude import *  # noqa: F403

PLAGUE = CountersOn(Self(), "plague")

ABILITIES = [
    triggered(cycled(), PutCounters(Self(), "plague")),
    static(Modify(power=Times(PLAGUE, -1), toughness=Times(PLAGUE, -1)), "attached"),
]

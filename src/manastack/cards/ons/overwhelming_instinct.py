"""Overwhelming Instinct — {2}{G} Enchantment.

Oracle: "Whenever you attack with three or more creatures, draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(Trigger("attackers_declared", player="you", test=EventData("count", at_least=3)), Draw(1)),
]

"""Convalescent Care — {1}{W}{W} Enchantment.

Oracle: "At the beginning of your upkeep, if you have 5 or less life, you gain 3 life and
draw a card."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import controller_of


def five_or_less(g: Any, source: int, event: Any) -> bool:
    """The intervening "if" (CR 603.4), checked as it triggers and as it resolves."""
    return bool(g.players[controller_of(g, source)].life <= 5)


ABILITIES = [triggered(at_beginning_of(Step.UPKEEP), GainLife(3), Draw(1),
                       condition=five_or_less)]

"""Oversold Cemetery — {1}{B} Enchantment.

Oracle: "At the beginning of your upkeep, if you have four or more creature cards in your
graveyard, you may return target creature card from your graveyard to your hand."

The count is an intervening "if": checked when it triggers and again as it resolves
(ONS-FAQ-154, CR 603.4).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _four_creatures(g: Any, source: int, event: Any) -> bool:
    from manastack.rules.characteristics import chars
    you = g.objects[source].controller
    return sum(1 for c in g.players[you].graveyard if chars(g, c).is_creature) >= 4


ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card in your graveyard"))],
              condition=_four_creatures, optional=True),
]

"""Oversold Cemetery — {1}{B} Enchantment.

Oracle: "At the beginning of your upkeep, if you have four or more creature cards in your
graveyard, you may return target creature card from your graveyard to your hand."

The count is an intervening "if": checked when it triggers and again as it resolves
(ONS-FAQ-154, CR 603.4).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), MoveTo(Target(0), Zone.HAND),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card in your graveyard"))],
              condition=at_least(CountOf(card_in(Zone.GRAVEYARD, "Creature")), 4), optional=True),
]

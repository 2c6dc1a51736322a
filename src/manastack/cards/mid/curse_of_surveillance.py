"""Curse of Surveillance — {4}{U} Enchantment — Aura Curse.

"Enchant player / At the beginning of enchanted player's upkeep, any number of target players
other than that player each draw cards equal to the number of Curses attached to that player."

The Curse's controller chooses the targets, wherever it is attached (MID-RN-076).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of_enchanted_players(Step.UPKEEP),
              Draw(CountOf(Filter(subtypes=("Curse",), custom=ATTACHED_TO_THAT_PLAYER,
                                  label="Curse attached to that player")), Target(0)),
              targets=[TargetSpec(players=PlayerFilter("not_that_player",
                                                        "player other than that player"),
                                  count=8, min=0,
                                  label="any number of target players other than that player")]),
]

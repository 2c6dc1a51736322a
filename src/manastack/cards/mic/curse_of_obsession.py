"""Curse of Obsession — {4}{R} Enchantment — Aura Curse.

Oracle: "Enchant player / At the beginning of enchanted player's draw step, that player draws
two additional cards. / At the beginning of enchanted player's end step, that player discards
their hand."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of_enchanted_players(Step.DRAW), Draw(2, TriggerPlayer())),
    triggered(at_beginning_of_enchanted_players(Step.END), DiscardHand(TriggerPlayer())),
]

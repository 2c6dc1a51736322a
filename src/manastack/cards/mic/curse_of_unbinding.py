"""Curse of Unbinding — {6}{U} Enchantment — Aura Curse.

Oracle: "Enchant player / At the beginning of enchanted player's upkeep, that player reveals
cards from the top of their library until they reveal a creature card. Put that card onto the
battlefield under your control. That player puts the rest of the revealed cards into their
graveyard."

"You" is the Curse's controller, who may not be the enchanted player (MIC-RN-009).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of_enchanted_players(Step.UPKEEP),
              RevealUntil(Filter(types=("Creature",), label="creature card"), who=TriggerPlayer()),
              MoveTo(Var("revealed_card"), Zone.BATTLEFIELD, under=You()),
              MoveTo(Var("revealed"), Zone.GRAVEYARD)),
]

"""Blackmail — {B} Sorcery.

Oracle: "Target player reveals three cards from their hand and you choose one of them. That
player discards that card."

The player chooses which three cards to reveal; with three or fewer cards they reveal their
whole hand (ONS-FAQ-103).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Extension("blackmail_reveal_three_you_choose_one"), targets=[TARGET_PLAYER])]


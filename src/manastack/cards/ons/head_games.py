"""Head Games — {3}{B}{B} Sorcery.

Oracle: "Target opponent puts the cards from their hand on top of their library. Search
that player's library for that many cards. The player puts those cards into their hand,
then shuffles."

You search and choose; you may choose the same cards they had (ONS-FAQ-134).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [spell(Extension("head_games_swap_hand"), targets=[TARGET_OPPONENT])]


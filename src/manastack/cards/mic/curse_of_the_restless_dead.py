"""Curse of the Restless Dead — {2}{B} Enchantment — Aura Curse.

Oracle: "Enchant player / Whenever a land enters the battlefield under enchanted player's
control, you create a 2/2 black Zombie creature token with decayed."

"You" is the Curse's controller, who may not be the enchanted player (MIC-RN-042).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(enchanted_player_controls(LAND)),
              CreateToken(TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2,
                                    keywords=("Decayed",)))),
]

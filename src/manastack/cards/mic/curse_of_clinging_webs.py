"""Curse of Clinging Webs — {2}{G} Enchantment — Aura Curse.

Oracle: "Enchant player / Whenever a nontoken creature enchanted player controls dies, exile it
and you create a 1/2 green Spider creature token with reach."

The Curse's controller gets the Spider (MIC-RN-011). The card is exiled only if it is still in
the graveyard (CR 400.7); the Spider is created either way (MIC-RN-012).
"""

from manastack.dsl.prelude import *  # noqa: F403

NONTOKEN_CREATURE_ENCHANTED_PLAYER_CONTROLS = enchanted_player_controls(
    CREATURE.but(token=False, label="nontoken creature"))

ABILITIES = [
    triggered(dies(NONTOKEN_CREATURE_ENCHANTED_PLAYER_CONTROLS),
              MoveTo(Triggerer(), Zone.EXILE), CreateToken("Spider")),
]

"""Curse of Conformity — {4}{W} Enchantment — Aura Curse.

Oracle: "Enchant player / Nonlegendary creatures enchanted player controls have base power and
toughness 3/3 and lose all creature types."

Base power and toughness are set in layer 7b, under every modification (MIC-RN-045); losing all
creature types comes after changeling's in layer 4 (MIC-RN-046).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(set_power=3, set_toughness=3, set_creature_types=()),
           affects=enchanted_player_controls(CREATURE.but(not_supertypes=("Legendary",),
                                                          label="nonlegendary creature"))),
]

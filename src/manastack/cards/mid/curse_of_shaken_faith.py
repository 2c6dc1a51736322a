"""Curse of Shaken Faith — {1}{R} Enchantment — Aura Curse.

"Enchant player / Whenever enchanted player casts a spell other than the first spell they cast
each turn or copies a spell, Curse of Shaken Faith deals 2 damage to them."

Spells cast earlier in the turn, before the Curse was attached, still count (MID-RN-240).
"""

from manastack.dsl.prelude import *  # noqa: F403

NOT_THEIR_FIRST_SPELL = AllOf((BY_ENCHANTED_PLAYER,
                               at_least(SpellsCastThisTurn(TriggerPlayer()), 2)))

ABILITIES = [
    lines(triggered(Trigger("cast", test=NOT_THEIR_FIRST_SPELL), DealDamage(2, Attached())),
          triggered(Trigger("copy", test=BY_ENCHANTED_PLAYER), DealDamage(2, Attached()))),
]

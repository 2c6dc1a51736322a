"""Somberwald Sage — {2}{G} Creature — Human Druid 0/1.

Oracle: "{T}: Add three mana of any one color. Spend this mana only to cast creature spells."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    mana_ability("{T}", "WWW", "UUU", "BBB", "RRR", "GGG", spend_only=CREATURE_SPELL),
]

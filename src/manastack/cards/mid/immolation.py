"""Immolation — {R} Enchantment — Aura.

"Enchant creature / Enchanted creature gets +2/-2."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [static(Modify(power=2, toughness=-2), affects="attached")]

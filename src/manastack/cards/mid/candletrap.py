"""Candletrap — {W} Enchantment — Aura.

"Enchant creature / Enchanted creature has defender. / Prevent all combat damage that would
be dealt by enchanted creature. / Coven — {2}{W}, Sacrifice Candletrap: Exile enchanted
creature. Activate only if you control three or more creatures with different powers."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(add_keywords=("Defender",)), affects="attached"),
    prevent_damage(by="attached", combat=True,
                   text="Prevent all combat damage that would be dealt by enchanted "
                            "creature."),
    activated("{2}{W}, Sacrifice Candletrap", MoveTo(Attached(), Zone.EXILE), condition=coven),
]

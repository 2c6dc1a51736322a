"""Sandskin — {2}{W} Enchantment — Aura.

Oracle: "Enchant creature / Prevent all combat damage that would be dealt to and dealt by
enchanted creature."

A prevention effect (CR 615) on each combat damage event whose source or recipient is the
enchanted creature.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    prevent_damage(to="attached", by="attached", combat=True, either=True,
                   text="Prevent all combat damage that would be dealt to and dealt by "
                            "enchanted creature."),
]

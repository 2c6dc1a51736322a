"""Elvish Guidance — {2}{G} Enchantment — Aura.

Oracle: "Enchant land / Whenever enchanted land is tapped for mana, its controller adds an
additional {G} for each Elf on the battlefield."

A triggered mana ability (CR 605.1b): it resolves at once, without the stack (CR 605.4a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(Trigger("tapped_for_mana", test=EventObjectIs(Attached()),
                      label="enchanted land is tapped for mana"),
              AddMana("G", who=ControllerOf(Attached()),
                      times=CountOf(Filter(subtypes=("Elf",), label="Elf")))),
]

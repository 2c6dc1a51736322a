"""Cathar's Call — {2}{W} Enchantment — Aura.

"Enchant creature / Enchanted creature has vigilance and "At the beginning of your end step,
create a 1/1 white Human creature token.""

The granted ability belongs to the creature, so its controller creates the token
(MID-RN-144).
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN_AT_END = triggered(at_beginning_of(Step.END), CreateToken("Human"),
                         text="At the beginning of your end step, create a 1/1 white Human "
                              "creature token.")

ABILITIES = [
    static(Modify(add_keywords=("Vigilance",), abilities=(HUMAN_AT_END,)), "attached"),
]

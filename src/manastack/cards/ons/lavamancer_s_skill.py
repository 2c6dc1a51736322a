"""Lavamancer's Skill — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "{T}: This creature deals 1 damage to
target creature." / As long as enchanted creature is a Wizard, it has "{T}: This creature
deals 2 damage to target creature.""

Whether the creature is a Wizard is seen in layer 6, after type-changing effects. A Wizard has both abilities and may use either (ONS-FAQ-191).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

PING_1 = activated("{T}", DealDamage(1, Target(0)), targets=[TARGET_CREATURE],
                   text="{T}: This creature deals 1 damage to target creature.")
PING_2 = activated("{T}", DealDamage(2, Target(0)), targets=[TARGET_CREATURE],
                   text="{T}: This creature deals 2 damage to target creature.")


def _if_wizard(g: Any, c: Any, ce: Any) -> None:
    """Layer 6, after type changes (layer 4): only a Wizard gets the second ability."""
    if "Wizard" in c.subtypes:
        c.abilities = c.abilities + (PING_2,)


ABILITIES = [
    static(Modify(abilities=(PING_1,)), "attached"),
    static(Modify(custom_layer="6", custom=_if_wizard), "attached"),
]

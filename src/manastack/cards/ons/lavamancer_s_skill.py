"""Lavamancer's Skill — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "{T}: This creature deals 1 damage to
target creature." / As long as enchanted creature is a Wizard, it has "{T}: This creature
deals 2 damage to target creature.""

Whether the creature is a Wizard is seen in layer 6, after type-changing effects. A Wizard has both abilities and may use either (ONS-FAQ-191).
"""

from manastack.dsl.prelude import *  # noqa: F403

PING_1 = activated("{T}", DealDamage(1, Target(0)), targets=[TARGET_CREATURE],
                   text="{T}: This creature deals 1 damage to target creature.")
PING_2 = activated("{T}", DealDamage(2, Target(0)), targets=[TARGET_CREATURE],
                   text="{T}: This creature deals 2 damage to target creature.")


ABILITIES = [
    static(Modify(abilities=(PING_1,)), "attached"),
    abilities_if_subtype("Wizard", PING_2, affects="attached"),
]

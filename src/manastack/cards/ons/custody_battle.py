"""Custody Battle — {1}{R} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has "At the beginning of your upkeep, target
opponent gains control of this creature unless you sacrifice a land.""

The creature has the ability, so "your upkeep" and "you" are its current controller's
(ONS-FAQ-119).
"""

from manastack.dsl.prelude import *  # noqa: F403

CUSTODY = triggered(at_beginning_of(Step.UPKEEP),
                    Extension("custody_battle_control_unless_sacrifice_land"),
                    targets=[TARGET_OPPONENT],
                    text="At the beginning of your upkeep, target opponent gains control of "
                         "this creature unless you sacrifice a land.")

ABILITIES = [static(Modify(abilities=(CUSTODY,)), "attached")]


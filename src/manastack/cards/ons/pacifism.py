"""Pacifism — {1}{W} Enchantment — Aura. "Enchant creature / Enchanted creature can't attack
or block." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [lines(rule("cant_attack", "attached"), rule("cant_block", "attached"))]

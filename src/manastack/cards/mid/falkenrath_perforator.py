"""Falkenrath Perforator — {1}{R} Creature — Vampire 2/1.

"Whenever Falkenrath Perforator attacks, it deals 1 damage to defending player."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [triggered(attacks(), DealDamage(1, DefendingPlayer()))]

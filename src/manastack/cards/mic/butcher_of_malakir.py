"""Butcher of Malakir — {5}{B}{B} Creature — Vampire Warrior 5/4.

Oracle: "Flying / Whenever Butcher of Malakir or another creature you control dies, each
opponent sacrifices a creature."

Each opponent, starting with the active player, chooses a creature, then the chosen creatures
are sacrificed at the same time (CR 101.4). Creatures dying together trigger it once each.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(dies(CREATURE_YOU_CONTROL), Sacrifice(EachOpponent(), CREATURE)),
]

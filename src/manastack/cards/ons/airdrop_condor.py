"""Airdrop Condor — {4}{R} Creature — Bird 2/2.

Oracle: "Flying / {1}{R}, Sacrifice a Goblin creature: Airdrop Condor deals damage equal to
the sacrificed creature's power to any target."

The sacrificed creature's power is its last-known power (CR 608.2h); a negative power deals
no damage (CR 120.1).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}{R}"),
                   sacrifice=CREATURE.but(subtypes=("Goblin",), label="Goblin creature")),
              DealDamage(SacrificedPower(), Target(0)), targets=[ANY_TARGET]),
]

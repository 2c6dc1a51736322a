"""Airdrop Condor — {4}{R} Creature — Bird 2/2.

Oracle: "Flying / {1}{R}, Sacrifice a Goblin creature: Airdrop Condor deals damage equal to
the sacrificed creature's power to any target."

The sacrificed creature's power is its last-known power (CR 608.2h); a negative power deals
no damage (CR 120.1).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _remember_power(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    lki = frame.get("sacrificed_lki")
    frame["sacrificed_power"] = max(0, (lki.power or 0) if lki is not None else 0)


ABILITIES = [
    activated(Cost(mana=ManaCost.parse("{1}{R}"),
                   sacrifice=CREATURE.but(subtypes=("Goblin",), label="Goblin creature")),
              Custom(_remember_power, "the sacrificed creature's power"),
              DealDamage(VarAmount("sacrificed_power"), Target(0)), targets=[ANY_TARGET]),
]

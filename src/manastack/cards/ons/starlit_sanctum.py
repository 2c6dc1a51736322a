"""Starlit Sanctum — Land.

Oracle: "{T}: Add {C}. / {W}, {T}, Sacrifice a Cleric creature: You gain life equal to the
sacrificed creature's toughness. / {B}, {T}, Sacrifice a Cleric creature: Target player loses
life equal to the sacrificed creature's power."

The sacrificed creature's power and toughness are its last-known ones (CR 608.2h).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

CLERIC = CREATURE.but(subtypes=("Cleric",), label="Cleric creature")


def _remember_sacrificed(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    lki = frame.get("sacrificed_lki")
    frame["sacrificed_power"] = max(0, (lki.power or 0) if lki is not None else 0)
    frame["sacrificed_toughness"] = max(0, (lki.toughness or 0) if lki is not None else 0)


ABILITIES = [
    mana_ability("{T}", "C"),
    activated(Cost(mana=ManaCost.parse("{W}"), tap=True, sacrifice=CLERIC),
              Custom(_remember_sacrificed, "the sacrificed creature's power and toughness"),
              GainLife(VarAmount("sacrificed_toughness"))),
    activated(Cost(mana=ManaCost.parse("{B}"), tap=True, sacrifice=CLERIC),
              Custom(_remember_sacrificed, "the sacrificed creature's power and toughness"),
              LoseLife(VarAmount("sacrificed_power"), Target(0)), targets=[TARGET_PLAYER]),
]

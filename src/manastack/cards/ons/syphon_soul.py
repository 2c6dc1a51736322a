"""Syphon Soul — {2}{B} Sorcery.

Oracle: "Syphon Soul deals 2 damage to each other player. You gain life equal to the damage
dealt this way."

Only damage actually dealt counts: prevented damage doesn't (CR 615).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _sum_damage(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["damage_total"] = sum(e.amount for e in frame.get("dealt", ()))


ABILITIES = [
    spell(Tally((DealDamage(2, EachOpponent()),), "dealt", event="damage", cause=None),
          Custom(_sum_damage, "the damage dealt this way"),
          GainLife(VarAmount("damage_total"))),
]

"""Kaboom! — {4}{R} Sorcery.

Oracle: "Choose any number of target players or planeswalkers. For each of them, reveal
cards from the top of your library until you reveal a nonland card, Kaboom! deals damage
equal to that card's mana value to that player or planeswalker, then you put the revealed
cards on the bottom of your library in any order."

The targets are handled one at a time in the order you chose them (the current ruling;
ONS-FAQ-163's turn order is obsolete). You may target yourself (ONS-FAQ-162). If your
library has only lands, no damage is dealt (ONS-FAQ-161).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.instructions import push_all

_EACH = (
    RevealUntil(Filter(not_types=("Land",), label="nonland card")),
    DealDamage(ManaValueOf(Var("revealed_card")), Var("kaboom_target")),
    BottomInAnyOrder(Var("revealed")),
)


def _each(g: Any, fid: int) -> None:
    ts = g.frames[fid]["targets"]
    steps: list[tuple[Any, ...]] = []
    for t in (ts[0] if ts else ()):
        steps.append(("effect", Custom(_setter(t), "next target"), fid))
        steps.extend(("effect", e, fid) for e in _EACH)
    push_all(g, steps)


def _setter(t: int) -> Any:
    def fn(g: Any, fid: int) -> None:
        g.frames[fid]["kaboom_target"] = (t,)
    return fn


ABILITIES = [
    spell(Custom(_each, "for each target"),
          targets=[TargetSpec(filter=PLANESWALKER, players=ANY_PLAYER, count=16, min=0,
                              label="players or planeswalkers")]),
]

"""Blatant Thievery — {4}{U}{U}{U} Sorcery.

Oracle: "For each opponent, gain control of target permanent that player controls."

One target for each opponent, a permanent that player controls (ONS-FAQ-200). A target whose
controller changed before resolution is no longer "a permanent that player controls": you
don't gain control of it (ONS-FAQ-201). Each target is optional here, so a caster may also
leave an opponent without a target.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _nth_opponents(i: int) -> Any:
    def test(g: Any, oid: int, you: int, source: Any) -> bool:
        opps = [p for p in g.player_ids() if p != you]
        return i < len(opps) and chars(g, oid).controller == opps[i]
    return test


def _slot(i: int) -> TargetSpec:
    return target(Filter(custom=_nth_opponents(i),
                         label=f"permanent opponent {i + 1} controls"), min=0)


ABILITIES = [
    spell(*(GainControl(Target(i)) for i in range(7)), targets=[_slot(i) for i in range(7)]),
]

"""The meaning of :mod:`manastack.dsl.tapping`: tapping and untapping chosen permanents by who
controls them (CR 701.26), doubling power and toughness (CR 701.10b, 701.10c, 611.2c: the
affected objects are fixed as it begins), and every target chosen (CR 115.1).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.effects import Modify
from manastack.dsl.interpreted import interpreted_by
from manastack.dsl.tapping import AllTargets, DoublePowerAndToughness, UntapYoursTapTheRest
from manastack.rules.characteristics import chars
from manastack.rules.continuous import add_effect
from manastack.rules.events import Event
from manastack.rules.one_shot import effect, objs, on_battlefield
from manastack.rules.pipeline import submit_batch
from manastack.state.game_state import GameState


@interpreted_by(AllTargets)
def _all_targets(r: AllTargets, g: GameState, frame: dict[Any, Any]) -> list[int]:
    out: list[int] = []
    for slot in frame.get("targets") or ():
        out.extend(t for t in slot if t not in out)
    return out


@effect(UntapYoursTapTheRest)
def _untap_yours_tap_the_rest(g: GameState, e: UntapYoursTapTheRest, fid: int,
                              frame: dict[str, Any]) -> None:
    you = frame["controller"]
    submit_batch(g, [Event("untap" if chars(g, t).controller == you else "tap", obj=t)
                     for t in on_battlefield(g, objs(g, e.what, frame))])


@effect(DoublePowerAndToughness)
def _double_power_and_toughness(g: GameState, e: DoublePowerAndToughness, fid: int,
                                frame: dict[str, Any]) -> None:
    you = frame["controller"]
    for oid in on_battlefield(g, objs(g, e.what, frame)):
        c = chars(g, oid)
        add_effect(g, Modify(power=c.power or 0, toughness=c.toughness or 0), you,
                   frame.get("source"), frozenset({oid}), None, "eot")

"""Unnatural Growth — {1}{G}{G}{G}{G} Enchantment.

"At the beginning of each combat, double the power and toughness of each creature you control
until end of turn."

Doubling gives +X/+Y where X and Y are its power and toughness as the effect begins
(MID-RN-207); a negative power gets more negative (MID-RN-208); each Unnatural Growth doubles
again (MID-RN-209).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.effects import add_effect
from manastack.rules.selectors import all_matching


def _double(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    for oid in all_matching(g, CREATURE_YOU_CONTROL, you, frame.get("source")):
        c = chars(g, oid)
        add_effect(g, Modify(power=c.power or 0, toughness=c.toughness or 0), you,
                   frame.get("source"), frozenset({oid}), None, "eot")


ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "each"),
              Custom(_double, "double power and toughness")),
]

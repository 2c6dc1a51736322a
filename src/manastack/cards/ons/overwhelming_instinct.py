"""Overwhelming Instinct — {2}{G} Enchantment.

Oracle: "Whenever you attack with three or more creatures, draw a card."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _three_or_more(g: Any, src: int, ev: Any) -> bool:
    return int(ev.data.get("count") or 0) >= 3


ABILITIES = [
    triggered(Trigger("attackers_declared", player="you", test=_three_or_more), Draw(1)),
]

"""Gigapede — {3}{G}{G} Creature — Insect 6/1.

Oracle: "Shroud / At the beginning of your upkeep, if Gigapede is in your graveyard, you may
discard a card. If you do, return Gigapede to your hand."

The ability works from the graveyard (CR 113.6k); if Gigapede has left the graveyard by the
time it resolves, nothing is discarded and nothing returns (CR 603.4, ONS FAQ).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _in_graveyard(g: Any, src: int, ev: Any) -> bool:
    o = g.objects.get(src)
    return o is not None and o.zone is Zone.GRAVEYARD


ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), IfYouDo(Discard(1), (MoveTo(Self(), Zone.HAND),)),
              condition=_in_graveyard, zone=Zone.GRAVEYARD),
]

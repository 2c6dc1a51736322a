"""Gigapede — {3}{G}{G} Creature — Insect 6/1.

Oracle: "Shroud / At the beginning of your upkeep, if Gigapede is in your graveyard, you may
discard a card. If you do, return Gigapede to your hand."

The ability works from the graveyard (CR 113.6k); if Gigapede has left the graveyard by the
time it resolves, nothing is discarded and nothing returns (CR 603.4, ONS FAQ).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP), IfYouDo(Discard(1), (MoveTo(Self(), Zone.HAND),)),
              condition=SourceIn(Zone.GRAVEYARD), zone=Zone.GRAVEYARD),
]

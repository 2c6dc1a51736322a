"""Heirloom Mirror // Inherited Fiend — {1}{B} Artifact // Creature — Demon 4/4 (black).

Oracle: Front: "{1}, {T}, Pay 1 life, Discard a card: Draw a card, mill a card, then put a
ritual counter on Heirloom Mirror. Then if it has three or more ritual counters on it, remove
them and transform it. Activate only as a sorcery."
Back: "Flying / {2}{B}: Exile target creature card from a graveyard. Put a +1/+1 counter on
Inherited Fiend."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

RITUAL_COST = Cost(mana=ManaCost.parse("{1}"), tap=True, pay_life=1, discard=1)


def _three_rituals(g: Any, frame: Any) -> bool:
    src = frame.get("source")
    return src in g.objects and g.objects[src].counters.get("ritual", 0) >= 3


ALL_OF_THEM = 1_000  # "remove them": every ritual counter (removal stops at what it has)

FACES = [
    [activated(RITUAL_COST, Draw(1), Mill(1), PutCounters(Self(), "ritual"),
               If(_three_rituals, (RemoveCounters(Self(), "ritual", ALL_OF_THEM),
                                   Transform())),
               sorcery=True)],
    [activated("{2}{B}", MoveTo(Target(0), Zone.EXILE), PutCounters(Self()),
               targets=[target(card_in(Zone.GRAVEYARD, "Creature", controller=None),
                               label="target creature card from a graveyard")])],
]

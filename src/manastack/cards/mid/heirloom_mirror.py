"""Heirloom Mirror // Inherited Fiend — {1}{B} Artifact // Creature — Demon 4/4 (black).

Oracle: Front: "{1}, {T}, Pay 1 life, Discard a card: Draw a card, mill a card, then put a
ritual counter on Heirloom Mirror. Then if it has three or more ritual counters on it, remove
them and transform it. Activate only as a sorcery."
Back: "Flying / {2}{B}: Exile target creature card from a graveyard. Put a +1/+1 counter on
Inherited Fiend."
"""

from manastack.dsl.prelude import *  # noqa: F403

RITUAL_COST = Cost(mana=ManaCost.parse("{1}"), tap=True, pay_life=1, discard=1)


ALL_OF_THEM = 1_000  # "remove them": every ritual counter (removal stops at what it has)

FACES = [
    [activated(RITUAL_COST, Draw(1), Mill(1), PutCounters(Self(), "ritual"),
               If(at_least(CountersOn(Self(), "ritual"), 3), (RemoveCounters(Self(), "ritual", ALL_OF_THEM),
                                   Transform())),
               sorcery=True)],
    [activated("{2}{B}", MoveTo(Target(0), Zone.EXILE), PutCounters(Self()),
               targets=[target(card_in(Zone.GRAVEYARD, "Creature", controller=None),
                               label="target creature card from a graveyard")])],
]

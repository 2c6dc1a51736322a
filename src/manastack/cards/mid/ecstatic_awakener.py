"""Ecstatic Awakener // Awoken Demon — {B} Creature — Human Wizard 1/1 // Creature — Demon 4/4
(black).

Oracle: Front: "{2}{B}, Sacrifice another creature: Draw a card, then transform Ecstatic
Awakener. Activate only once each turn."
Back: no text.
"""

from manastack.dsl.prelude import *  # noqa: F403

SACRIFICE_ANOTHER = Cost(mana=ManaCost.parse("{2}{B}"),
                         sacrifice=Filter(types=("Creature",), other=True,
                                          label="another creature"))

FACES = [
    [activated(SACRIFICE_ANOTHER, Draw(1), Transform(), once_per_turn=True)],
    [],
]

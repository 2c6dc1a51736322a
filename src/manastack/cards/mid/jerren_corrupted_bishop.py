"""Jerren, Corrupted Bishop // Ormendahl, the Corrupter — {2}{B} Legendary Creature — Human
Cleric 2/3 // Legendary Creature — Demon 6/6 (black).

Oracle: Front: "Whenever Jerren, Corrupted Bishop enters the battlefield or another nontoken
Human you control dies, you lose 1 life and create a 1/1 white Human creature token. / {2}:
Target Human you control gains lifelink until end of turn. / At the beginning of your end step,
if you have exactly 13 life, you may pay {4}{B}{B}. If you do, transform Jerren."
Back: "Flying, trample, lifelink / Sacrifice another creature: Draw a card."
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_NONTOKEN_HUMAN = Filter(types=("Creature",), subtypes=("Human",), controller="you",
                                token=False, other=True,
                                label="another nontoken Human you control")
HUMAN_YOU_CONTROL = Filter(types=("Creature",), subtypes=("Human",), controller="you",
                           label="target Human you control")


DRAIN_AND_HUMAN = (LoseLife(1), CreateToken("Human"))

FACES = [
    [
        lines(triggered(enters(), *DRAIN_AND_HUMAN),
              triggered(dies(ANOTHER_NONTOKEN_HUMAN), *DRAIN_AND_HUMAN)),
        activated("{2}", grant(Target(0), "Lifelink"), targets=[target(HUMAN_YOU_CONTROL)]),
        triggered(at_beginning_of(Step.END), MayPay("{4}{B}{B}", (Transform(),)),
                  condition=exactly(LifeTotal(), 13)),
    ],
    [activated(Cost(sacrifice=Filter(types=("Creature",), other=True,
                                     label="another creature")), Draw(1))],
]

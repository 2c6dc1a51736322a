"""Doubtless One — {3}{W} Creature — Cleric Avatar */*.

Oracle: "Doubtless One's power and toughness are each equal to the number of Clerics on the
battlefield. / Whenever Doubtless One deals damage, you gain that much life."

A characteristic-defining ability (CR 604.3); every Cleric counts, itself included, with its
creature types after type-changing effects (layer 4 is applied before layer 7a, CR 613.4a).
"""

from manastack.dsl.prelude import *  # noqa: F403

CLERICS = Filter(subtypes=("Cleric",), label="Cleric")

ABILITIES = [
    static(Modify(set_power=CountOf(CLERICS), set_toughness=CountOf(CLERICS)), cda=True),
    triggered(deals_damage(), GainLife(EventAmount())),
]

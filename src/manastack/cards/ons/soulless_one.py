"""Soulless One — {3}{B} Creature — Zombie Avatar */*.

Oracle: "Soulless One's power and toughness are each equal to the number of Zombies on the
battlefield plus the number of Zombie cards in all graveyards."

A characteristic-defining ability (CR 604.3) that works everywhere; it counts itself while
on the battlefield or in a graveyard. Zombies on the battlefield are counted with their types
after type-changing effects (layer 4 is applied before layer 7a, CR 613.4a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIES = Sum((CountOf(Filter(subtypes=("Zombie",), label="Zombie")),
               CountOf(Filter(subtypes=("Zombie",), zone=Zone.GRAVEYARD,
                              label="Zombie card in a graveyard"))))

ABILITIES = [
    static(Modify(set_power=ZOMBIES, set_toughness=ZOMBIES), cda=True),
]

"""Hordewing Skaab — {4}{U} Creature — Zombie Horror 3/3.

Oracle: "Flying / Other Zombies you control have flying. / Whenever one or more Zombies you
control deal combat damage to one or more of your opponents, you may draw cards equal to the
number of opponents dealt damage this way. If you do, discard that many cards."

The discard counts the opponents, not the cards actually drawn (MIC-RN-032); with first and
regular combat damage steps it triggers in each (CR 510.4, MIC-RN-033).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE_YOU_CONTROL = Filter(types=("Creature",), subtypes=("Zombie",), controller="you",
                            label="Zombies you control")
OPPONENTS_HIT = OpponentsDealtCombatDamage(ZOMBIE_YOU_CONTROL)

ABILITIES = [
    anthem(ZOMBIE_YOU_CONTROL.but(other=True, label="other Zombies you control"), 0, 0,
           "Flying"),
    triggered(combat_damage_to_opponents(ZOMBIE_YOU_CONTROL),
              May((Draw(OPPONENTS_HIT), Discard(OPPONENTS_HIT)),
                  prompt="Draw cards equal to the number of opponents dealt damage, then "
                         "discard that many?")),
]

"""Bereaved Survivor // Dauntless Avenger — {2}{W} Creature — Human Peasant 2/1 //
Creature — Human Soldier 3/2 (white).

Oracle: Front: "When another creature you control dies, transform Bereaved Survivor."
Back: "Whenever Dauntless Avenger attacks, return target creature card with mana value 2 or
less from your graveyard to the battlefield tapped and attacking."
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_CREATURE_YOU_CONTROL = CREATURE_YOU_CONTROL.but(other=True,
                                                        label="another creature you control")
SMALL_CREATURE_CARD = card_in(Zone.GRAVEYARD, "Creature", mv_le=2,
                              label="target creature card with mana value 2 or less from "
                                    "your graveyard")

FACES = [
    [triggered(dies(ANOTHER_CREATURE_YOU_CONTROL), Transform())],
    [triggered(attacks(), MoveTo(Target(0), Zone.BATTLEFIELD, tapped=True, attacking=True),
               targets=[target(SMALL_CREATURE_CARD)])],
]

"""Fangblade Brigand // Fangblade Eviscerator — {3}{R} Creature — Human Werewolf 3/4 //
Creature — Werewolf 4/5 (red).

Oracle: Front: "{1}{R}: Fangblade Brigand gets +1/+0 and gains first strike until end of turn.
/ Daybound"
Back: "{1}{R}: Fangblade Eviscerator gets +1/+0 and gains first strike until end of turn. /
{4}{R}: Creatures you control get +2/+0 until end of turn. / Nightbound"
"""

from manastack.dsl.prelude import *  # noqa: F403

FIRST_STRIKE_PUMP = activated("{1}{R}", pump(Self(), 1, 0), grant(Self(), "First strike"))

FACES = [
    [FIRST_STRIKE_PUMP],
    [FIRST_STRIKE_PUMP,
     activated("{4}{R}", pump(All(CREATURE_YOU_CONTROL), 2, 0))],
]

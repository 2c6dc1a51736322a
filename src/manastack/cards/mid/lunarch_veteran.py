"""Lunarch Veteran // Luminous Phantom — {W} Creature — Human Cleric 1/1 // Creature — Spirit
Cleric 1/1 (white).

Oracle: Front: "Whenever another creature enters the battlefield under your control, you gain
1 life. / Disturb {1}{W}"
Back: "Flying / Whenever another creature you control leaves the battlefield, you gain 1 life.
/ If Luminous Phantom would be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_CREATURE_YOU_CONTROL = CREATURE_YOU_CONTROL.but(other=True,
                                                        label="another creature you control")

FACES = [
    [triggered(enters(ANOTHER_CREATURE_YOU_CONTROL), GainLife(1))],
    [triggered(leaves(ANOTHER_CREATURE_YOU_CONTROL), GainLife(1)),
     exile_instead_of_graveyard()],
]

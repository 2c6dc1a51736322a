"""Covert Cutpurse // Covetous Geist — {2}{B} Creature — Human Rogue 2/1 // Creature — Spirit
Rogue 2/2 (black).

Oracle: Front: "When Covert Cutpurse enters the battlefield, destroy target creature you don't
control that was dealt damage this turn. / Disturb {4}{B}"
Back: "Flying, deathtouch / If Covetous Geist would be put into a graveyard from anywhere, exile
it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

DAMAGED_CREATURE_YOU_DONT_CONTROL = CREATURE.but(
    controller="not_you", custom=dealt_damage_this_turn,
    label="creature you don't control that was dealt damage this turn")

FACES = [
    [triggered(enters(), Destroy(Target(0)),
               targets=[target(DAMAGED_CREATURE_YOU_DONT_CONTROL,
                               label="target creature you don't control that was dealt damage "
                                     "this turn")])],
    [exile_instead_of_graveyard()],
]

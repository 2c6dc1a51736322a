"""Rotlung Reanimator — {2}{B} Creature — Zombie Cleric 2/2.

Oracle: "Whenever Rotlung Reanimator or another Cleric dies, create a 2/2 black Zombie
creature token."
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)


ABILITIES = [
    triggered(Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                      test=AnyOf((THIS_OBJECT, EventObjectWas(CREATURE.but(subtypes=("Cleric",))))),
                      label="Rotlung Reanimator or another Cleric dies"),
              CreateToken(ZOMBIE)),
]

"""Undead Augur — {B}{B} Creature — Zombie Wizard 2/2.

Oracle: "Whenever Undead Augur or another Zombie you control dies, you draw a card and you
lose 1 life."

Undead Augur triggers on its own death whatever its creature types; another creature counts if
it was a Zombie you controlled as it last existed on the battlefield (CR 603.10a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(Trigger("zone_change", subject=CREATURE_YOU_CONTROL, from_zone=Zone.BATTLEFIELD,
                      to_zone=Zone.GRAVEYARD,
                      test=AnyOf((THIS_OBJECT, EventObjectWas(Filter(subtypes=("Zombie",))))),
                      label="Undead Augur or another Zombie you control dies"),
              Draw(1), LoseLife(1)),
]

"""Undead Alchemist — {3}{U} Creature — Zombie 4/2.

Oracle: "If a Zombie you control would deal combat damage to a player, instead that player mills
that many cards. / Whenever a creature card is put into an opponent's graveyard from their
library, exile that card and create a 2/2 black Zombie creature token."

The damage is replaced (CR 614.1a): it isn't dealt, and the cards milled instead are put into
the graveyard at the same time as the rest of the combat damage step's events (CR 510.2). Each
Undead Alchemist's trigger creates its token; only the first exiles the card (MIC-OR-0162).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    mills_instead_of_combat_damage(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",),
                                                            label="Zombie you control")),
    triggered(Trigger("zone_change", subject=Filter(types=("Creature",), label="creature card"),
                      player="opponent", from_zone=Zone.LIBRARY, to_zone=Zone.GRAVEYARD),
              MoveTo(Triggerer(), Zone.EXILE), CreateToken(ZOMBIE)),
]

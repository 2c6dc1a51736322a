"""Cemetery Reaper — {1}{B}{B} Creature — Zombie 2/2.

Oracle: "Other Zombie creatures you control get +1/+1. / {2}{B}, {T}: Exile target creature
card from a graveyard. Create a 2/2 black Zombie creature token."

The card is exiled as the ability resolves, not as a cost; if it has left the graveyard by
then, the ability doesn't resolve (CR 608.2b) and no token is created.
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)

ABILITIES = [
    anthem(CREATURE_YOU_CONTROL.but(subtypes=("Zombie",), other=True,
                                    label="other Zombie creature you control"), 1, 1),
    activated("{2}{B}, {T}", MoveTo(Target(0), Zone.EXILE), CreateToken(ZOMBIE),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature", controller=None,
                                      label="creature card in a graveyard"),
                              label="target creature card from a graveyard")]),
]

"""Liliana, Death's Majesty — {3}{B}{B} Legendary Planeswalker — Liliana, loyalty 5.

Oracle: "[+1]: Create a 2/2 black Zombie creature token. Mill two cards. / [−3]: Return target
creature card from your graveyard to the battlefield. That creature is a black Zombie in addition
to its other colors and types. / [−7]: Destroy all non-Zombie creatures."

A creature that is a Zombie and something else isn't a non-Zombie creature (MIC-OR-0200). The
returned creature "is" a black Zombie as it enters (CR 611.2e): abilities that trigger on a
Zombie entering see it.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(loyalty=1),
              CreateToken(TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2)),
              Mill(2)),
    activated(Cost(loyalty=-3),
              MoveTo(Target(0), Zone.BATTLEFIELD,
                     entering=Modify(add_colors=("B",), add_subtypes=("Zombie",))),
              targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                      label="creature card in your graveyard"))]),
    activated(Cost(loyalty=-7),
              Destroy(All(CREATURE.but(not_subtypes=("Zombie",), label="non-Zombie creature")))),
]

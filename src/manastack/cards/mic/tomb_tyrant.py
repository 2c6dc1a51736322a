"""Tomb Tyrant — {3}{B} Creature — Zombie Noble 3/3.

Oracle: "Other Zombies you control get +1/+1. / {2}{B}, {T}, Sacrifice a creature: Return a
Zombie creature card at random from your graveyard to the battlefield. Activate only during your
turn and only if there are at least three Zombie creature cards in your graveyard."

The three cards must be there before the ability is activated (CR 602.5b, MIC-RN-048); the
creature sacrificed for its cost may be the one returned (MIC-RN-049).
"""

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE_CARD = card_in(Zone.GRAVEYARD, "Creature", subtypes=("Zombie",),
                      label="Zombie creature card in your graveyard")

ABILITIES = [
    anthem(CREATURE.but(subtypes=("Zombie",), controller="you", other=True,
                        label="other Zombie you control"), 1, 1),
    activated(Cost(mana=ManaCost.parse("{2}{B}"), tap=True, sacrifice=CREATURE),
              ChooseAtRandom(ZOMBIE_CARD, "returned"), MoveTo(Var("returned"), Zone.BATTLEFIELD),
              condition=AllOf((YOUR_TURN, at_least(CountOf(ZOMBIE_CARD), 3)))),
]

"""Misery Charm — {B} Instant.

Oracle: "Choose one — / • Destroy target Cleric. / • Return target Cleric card from your
graveyard to your hand. / • Target player loses 2 life."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((Destroy(Target(0)),), (target(Filter(subtypes=("Cleric",), label="Cleric")),),
             "destroy a Cleric"),
        Mode((MoveTo(Target(0), Zone.HAND),),
             (target(card_in(Zone.GRAVEYARD, subtypes=("Cleric",),
                             label="Cleric card in your graveyard")),),
             "return a Cleric card"),
        Mode((LoseLife(2, Target(0)),), (TARGET_PLAYER,), "lose 2 life"),
    )),
    continued(),
    continued(),
    continued(),
]
